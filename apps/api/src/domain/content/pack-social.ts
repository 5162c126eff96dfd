import type { ContentPack } from '@replica/api-client/schemas';
import { sentence } from '../spanish/fragment';
import { agree, definite, ofDefinite, toDefinite } from '../spanish/noun-phrase';
import { type CopyContext, type Template, pick, renderAll } from './copy-context';

type Post = ContentPack['posts_sociales'][number];

/** The platforms a post may be for, cycled so the 20 posts spread over all of them. */
const PLATFORMS = ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'YouTube', 'Twitter'] as const;

const post = (contenido: string, visual_idea: string) => ({ contenido, visual_idea });

// Twenty posts to the customer; the ones built on a quote show the comment, never its author.
const POSTS: readonly Template<Omit<Post, 'plataforma'>>[] = [
  {
    plain: ({ voice }) =>
      post(
        sentence`${voice.question()} Hoy te respondemos con calma.`,
        'La pregunta en letras grandes sobre fondo liso.',
      ),
    quoted: (quote) =>
      post(
        sentence`${quote}. Hoy te respondemos con calma.`,
        'El comentario real sobre fondo liso, sin nombre ni foto.',
      ),
  },
  {
    plain: ({ pain, voice }, { facts, industry }) =>
      facts.topPain === undefined
        ? post(
            sentence`¿Te ${agree(pain, 'preocupa', 'preocupan')} ${definite(pain)}? Te mostramos ${voice.answer(industry.offer)}.`,
            'Una pregunta en pantalla y debajo la respuesta.',
          )
        : post(
            sentence`El ${facts.topPain.share} de los comentarios que nos dejan hablan ${ofDefinite(facts.topPain.pain)}. Por eso hoy te mostramos ${facts.topPain.voice.answer(industry.offer)}.`,
            'El porcentaje en grande y debajo la respuesta.',
          ),
  },
  {
    plain: ({ voice }) => {
      const worry = voice.worry();
      return post(
        sentence`Mito: ${definite(worry)} no ${agree(worry, 'tiene', 'tienen')} respuesta. Realidad: la ${agree(worry, 'tiene', 'tienen')}, y te la damos aquí.`,
        'Plantilla de mito y realidad en dos columnas.',
      );
    },
  },
  {
    plain: () =>
      post(
        sentence`¿Te ha pasado? Cuéntanos tu duda en los comentarios.`,
        'Encuesta en historias con dos botones: sí y no.',
      ),
    quoted: (quote) =>
      post(
        sentence`¿Te ha pasado? ${quote}. Cuéntanos en los comentarios.`,
        'Encuesta en historias con dos botones: sí y no.',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Así es ${definite(industry.offer())} por dentro, paso a paso.`,
        'Carrusel de 5 diapositivas, un paso por diapositiva.',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Antes de ${industry.goal()}, revisa estas 3 preguntas.`,
        'Lista de tres preguntas sobre fondo de color.',
      ),
  },
  {
    plain: ({ voice }) =>
      post(
        sentence`Respondemos ${toDefinite(voice.worry())} en menos de un minuto.`,
        'Video corto con la respuesta en texto sobre pantalla.',
      ),
    quoted: (quote) =>
      post(
        sentence`Una persona nos escribió ${quote}. Esta es nuestra respuesta.`,
        'Video de respuesta con el comentario en pantalla.',
      ),
  },
  {
    plain: ({ pain }) =>
      post(
        sentence`${definite(pain)} no ${agree(pain, 'tiene', 'tienen')} por qué decidir por ti.`,
        'Frase en letras grandes con una foto del equipo.',
      ),
  },
  {
    plain: ({ voice }, { industry }) =>
      post(
        sentence`Te mostramos ${voice.answer(industry.offer)}. Guarda esta publicación para cuando la necesites.`,
        'Carrusel con la respuesta dividida en pasos.',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        // Not 'Lo que nadie te dice…': a title and a hook open that way already.
        sentence`Tres cosas que conviene saber antes de ${industry.goal()}.`,
        'Video corto con tres ideas en texto sobre pantalla.',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Es normal dudar antes de ${industry.goal()}, y para eso estamos.`,
        'Foto cercana del equipo con la frase encima.',
      ),
    quoted: (quote) =>
      post(
        sentence`${quote}. Es normal dudar, y para eso estamos.`,
        'El comentario real junto a una foto cercana del equipo.',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Preguntas y respuestas sobre ${definite(industry.offer())}, escríbenos la tuya.`,
        'Caja de preguntas en historias.',
      ),
  },
  {
    plain: ({ pain }) =>
      post(
        sentence`Tres cosas que conviene saber sobre ${definite(pain)}.`,
        'Carrusel de 3 diapositivas.',
      ),
  },
  {
    plain: ({ pain }) =>
      post(
        sentence`Si ${definite(pain)} te ${agree(pain, 'frena', 'frenan')}, hablemos.`,
        'Frase sobre fondo liso con el enlace para escribirnos.',
      ),
    quoted: (quote) =>
      post(
        sentence`${quote}. Si tú también lo piensas, hablemos.`,
        'El comentario real con el enlace para escribirnos.',
      ),
  },
  {
    plain: () =>
      post(
        sentence`Detrás de cámaras: así trabajamos con cada cliente.`,
        'Fotos del equipo trabajando, sin poses.',
      ),
  },
  {
    plain: () =>
      post(
        sentence`Decidir con calma también es decidir bien. Te damos la información para hacerlo.`,
        'Paisaje tranquilo con la frase encima.',
      ),
  },
  {
    plain: ({ voice }) =>
      post(
        sentence`Nuestra respuesta ${toDefinite(voice.worry())}, en el primer comentario.`,
        'Captura de la respuesta fijada en los comentarios.',
      ),
    quoted: (quote) =>
      post(
        sentence`Comentario real: ${quote}. Nuestra respuesta, en el primer comentario.`,
        'Captura del comentario, sin nombre, y de la respuesta fijada.',
      ),
  },
  {
    plain: ({ voice }) =>
      post(
        sentence`${voice.question()} Te respondemos con datos que puedes revisar.`,
        'Video de preguntas y respuestas rápidas.',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Todo lo que necesitas saber antes de ${industry.goal()}, en un solo lugar.`,
        'Portada de la guía descargable.',
      ),
  },
  {
    plain: (_, { facts }) =>
      facts.topObjection === undefined
        ? post(
            sentence`Escríbenos tu duda y te respondemos sin compromiso.`,
            'Foto del equipo con el enlace para escribirnos.',
          )
        : post(
            sentence`Lo que más se repite en los comentarios que nos dejan es ${definite(facts.topObjection.voice.objection)}, en ${facts.topObjection.part}. Hoy hablamos de eso.`,
            'El dato en grande sobre fondo liso.',
          ),
  },
];

/** The pack's 20 social posts, each platform in turn. */
export function socialPostsOf(context: CopyContext): Post[] {
  return renderAll(POSTS, context).map((item, index) => ({
    plataforma: pick(PLATFORMS, index),
    ...item,
  }));
}
