import type { ContentPack } from '@replica/api-client/schemas';
import { type Fragment, sentence } from '../spanish/fragment';
import { agree, definite, toDefinite } from '../spanish/noun-phrase';
import type { IndustryKind } from '../industry-kind';
import { type CopyContext, type Template, pick, renderAll, tellAnswers } from './copy-context';
import { type Topic, aboutWhat, isBelief, isDoubtOrFear } from './topics';

type Post = ContentPack['posts_sociales'][number];

type Platform = 'Instagram' | 'Facebook' | 'TikTok' | 'LinkedIn' | 'YouTube' | 'Twitter';
type Format = 'historia' | 'carrusel' | 'video' | 'comentarios' | 'imagen';

// Where each format exists: stories on Instagram and Facebook, carousels where a post can hold
// several images, short video on TikTok, Reels and Shorts, a pinned reply wherever comments are.
const PLATFORMS_OF: Readonly<Record<Format, readonly Platform[]>> = {
  historia: ['Instagram', 'Facebook'],
  carrusel: ['Instagram', 'LinkedIn', 'Facebook'],
  video: ['TikTok', 'Instagram', 'YouTube'],
  comentarios: ['TikTok', 'YouTube', 'Instagram', 'Facebook'],
  imagen: ['Facebook', 'Instagram', 'LinkedIn', 'Twitter'],
};

// LinkedIn reaches people at work: the trades sold to them as professionals, not the rest.
const ON_LINKEDIN: ReadonlySet<IndustryKind> = new Set(['impuestos', 'marca']);

const post = (contenido: string, visual_idea: string, format: Format) => ({
  contenido,
  visual_idea,
  format,
});

// Twenty posts to the customer; the ones built on a quote show the comment, never its author.
const POSTS: readonly Template<Omit<Post, 'plataforma'> & { format: Format }>[] = [
  {
    plain: ({ voice }) =>
      post(
        sentence`${voice.question()} Hoy te respondemos con calma.`,
        'La pregunta en letras grandes sobre fondo liso.',
        'imagen',
      ),
    quoted: (quote) =>
      post(
        sentence`${quote}. Hoy te respondemos con calma.`,
        'El comentario real sobre fondo liso, sin nombre ni foto.',
        'imagen',
      ),
  },
  // Asked as the customer feels it: no count of our comments told to followers, and no
  // '¿Te preocupa el miedo a…?'.
  {
    plain: (topic, { industry }) =>
      post(
        sentence`${worryQuestion(topic)} Te mostramos ${topic.voice.answer(industry.offer)}.`,
        'Una pregunta en pantalla y debajo la respuesta.',
        'imagen',
      ),
  },
  {
    plain: (topic) =>
      isBelief(topic)
        ? post(
            // A customer's doubt is never called a rumour.
            sentence`${topic.voice.question()} Separamos lo que es cierto de lo que no, en una imagen.`,
            'Dos columnas: lo que se dice y lo que es.',
            'imagen',
          )
        : topic.tag === 'competencia'
          ? post(
              sentence`${topic.voice.question()} Te dejamos tres puntos para comparar, en una imagen.`,
              'Tres puntos para comparar, uno por línea.',
              'imagen',
            )
          : post(
              sentence`${topic.voice.question()} Te dejamos tres ideas prácticas en una imagen.`,
              'Tres ideas numeradas, una línea cada una.',
              'imagen',
            ),
  },
  {
    plain: () =>
      post(
        sentence`¿Te ha pasado? Cuéntanos tu duda en los comentarios.`,
        'Encuesta en historias con dos botones: sí y no.',
        'historia',
      ),
    // A quoted bad experience asks for questions, not for more such stories ('¿Te ha pasado?').
    quoted: (quote) =>
      post(
        sentence`${quote}. ¿Qué te gustaría saber antes de decidir? Te leemos en los comentarios.`,
        'El comentario en pantalla y una caja de preguntas.',
        'historia',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Así ${agree(industry.offer(), 'es', 'son')} ${definite(industry.offer())} por dentro, paso a paso.`,
        'Carrusel de 5 diapositivas, un paso por diapositiva.',
        'carrusel',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Antes de ${industry.goal()}, revisa estas 3 preguntas.`,
        'Lista de tres preguntas sobre fondo de color.',
        'imagen',
      ),
  },
  {
    plain: ({ voice }) =>
      post(
        sentence`Respondemos ${toDefinite(voice.worry())} en menos de un minuto.`,
        'Video corto con la respuesta en texto sobre pantalla.',
        'video',
      ),
    quoted: (quote) =>
      post(
        sentence`Una persona nos escribió ${quote}. Esta es nuestra respuesta.`,
        'Video de respuesta con el comentario en pantalla.',
        'video',
      ),
  },
  // A partner's or a family's say is respected, never set against the customer; no pain is told
  // that it decides ('Las dudas sobre la bancarrota no tienen por qué decidir por ti' promised
  // what no business can): the customer's own question is answered in a conversation.
  {
    plain: ({ voice, tag }) =>
      post(
        tag === 'autoridad'
          ? sentence`Si decides con alguien más, te damos la información para revisarla juntos.`
          : tag === 'urgencia'
            ? sentence`¿Y si empiezas por informarte? Aquí tienes lo que necesitas saber.`
            : sentence`${voice.question()} Escríbenos y lo vemos juntos.`,
        'Frase en letras grandes con una foto del equipo.',
        'imagen',
      ),
  },
  {
    plain: ({ voice }, { industry }) =>
      post(
        sentence`Te mostramos ${voice.answer(industry.offer)}. Guarda esta publicación para cuando la necesites.`,
        'Carrusel con la respuesta dividida en pasos.',
        'carrusel',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        // Not 'Lo que nadie te dice…': a title and a hook open that way already.
        sentence`Tres cosas que conviene saber antes de ${industry.goal()}.`,
        'Video corto con tres ideas en texto sobre pantalla.',
        'video',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Es normal dudar antes de ${industry.goal()}, y para eso estamos.`,
        'Foto cercana del equipo con la frase encima.',
        'imagen',
      ),
    quoted: (quote) =>
      post(
        sentence`${quote}. Es normal dudar, y para eso estamos.`,
        'El comentario real junto a una foto cercana del equipo.',
        'imagen',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Preguntas y respuestas sobre ${definite(industry.offer())}, escríbenos la tuya.`,
        'Caja de preguntas en historias.',
        'historia',
      ),
  },
  {
    plain: (topic) => {
      const about = aboutWhat(topic);
      return post(
        about === undefined
          ? sentence`Tres cosas que conviene saber antes de decidir.`
          : sentence`Tres cosas que conviene saber sobre ${definite(about)}.`,
        'Carrusel de 3 diapositivas.',
        'carrusel',
      );
    },
  },
  {
    plain: ({ pain }) =>
      post(
        sentence`Si ${definite(pain)} te ${agree(pain, 'frena', 'frenan')}, hablemos.`,
        'Frase sobre fondo liso con el enlace para escribirnos.',
        'imagen',
      ),
    quoted: (quote) =>
      post(
        sentence`${quote}. Si tú también lo piensas, hablemos.`,
        'El comentario real con el enlace para escribirnos.',
        'imagen',
      ),
  },
  {
    plain: () =>
      post(
        sentence`Detrás de cámaras: así trabajamos con cada cliente.`,
        'Fotos del equipo trabajando, sin poses.',
        'imagen',
      ),
  },
  {
    plain: () =>
      post(
        sentence`Decidir con calma también es decidir bien. Te damos la información para hacerlo.`,
        'Paisaje tranquilo con la frase encima.',
        'imagen',
      ),
  },
  {
    plain: ({ voice }) =>
      post(
        sentence`Nuestra respuesta ${toDefinite(voice.worry())}, en el primer comentario.`,
        'Captura de la respuesta fijada en los comentarios.',
        'comentarios',
      ),
    quoted: (quote) =>
      post(
        sentence`Comentario real: ${quote}. Nuestra respuesta, en el primer comentario.`,
        'Captura del comentario, sin nombre, y de la respuesta fijada.',
        'comentarios',
      ),
  },
  {
    plain: ({ voice }) =>
      post(
        sentence`${voice.question()} Te lo respondemos en un video corto.`,
        'Video de preguntas y respuestas rápidas.',
        'video',
      ),
  },
  {
    plain: (_, { industry }) =>
      post(
        sentence`Todo lo que necesitas saber antes de ${industry.goal()}, en un solo lugar.`,
        'Portada de la guía descargable.',
        'imagen',
      ),
  },
  {
    plain: (_, { facts }) =>
      facts.topObjection === undefined
        ? post(
            sentence`Escríbenos tu duda y te respondemos sin compromiso.`,
            'Foto del equipo con el enlace para escribirnos.',
            'imagen',
          )
        : post(
            // No count: '17 de 68 comentarios' tells the audience their comments are tallied.
            sentence`De todos los motivos para no decidirse, el que más nos comentan es ${definite(facts.topObjection.voice.objection)}. Hoy hablamos de eso.`,
            'La pregunta en grande sobre fondo liso.',
            'imagen',
          ),
  },
];

// A post that answers the customer's question with what the business offers, taking turns: four
// answers do not close four posts alike.
const ANSWER_POSTS: ReadonlyArray<
  (question: Fragment, answer: Fragment) => Omit<Post, 'plataforma'> & { format: Format }
> = [
  (question, answer) =>
    post(
      sentence`${question} ${answer} Escríbenos y te contamos los detalles.`,
      'La pregunta en letras grandes y debajo la respuesta.',
      'imagen',
    ),
  (question, answer) =>
    post(
      sentence`${question} ${answer} Pregúntanos lo que quieras por mensaje.`,
      'La pregunta en pantalla y la respuesta apareciendo debajo, en un video corto.',
      'video',
    ),
  (question, answer) =>
    post(
      sentence`${question} ${answer} ¿Te quedó alguna duda? Déjala en los comentarios.`,
      'Dos diapositivas: la pregunta en la primera, la respuesta en la segunda.',
      'carrusel',
    ),
];

/**
 * The pack's 20 social posts, each on a platform where its format exists, the least used of
 * them so far: the posts spread over every platform that fits the industry.
 */
export function socialPostsOf(context: CopyContext): Post[] {
  const used = new Map<Platform, number>();
  // The customer is told what the business answers, in its words, which only it knows.
  const posts = tellAnswers(renderAll(POSTS, context), context, (_, answer, topic, before) =>
    pick(ANSWER_POSTS, before)(worryQuestion(topic), answer.said),
  );
  return posts.map(({ format, ...item }) => {
    const fitting = PLATFORMS_OF[format].filter(
      (platform) =>
        platform !== 'LinkedIn' ||
        (context.industry.kind !== undefined && ON_LINKEDIN.has(context.industry.kind)),
    );
    const plataforma = fitting.reduce((least, platform) =>
      (used.get(platform) ?? 0) < (used.get(least) ?? 0) ? platform : least,
    );
    used.set(plataforma, (used.get(plataforma) ?? 0) + 1);
    return { plataforma, ...item };
  });
}

/** The question a post asks about a topic's pain, as the customer would feel it. */
function worryQuestion({ pain, subject, tag, voice }: Topic): Fragment {
  if (tag === 'miedo' && subject !== undefined) {
    return sentence`¿Te ${agree(subject, 'da', 'dan')} miedo ${definite(subject)}?`;
  }
  if (isDoubtOrFear(pain)) return voice.question();
  return sentence`¿Te ${agree(pain, 'preocupa', 'preocupan')} ${definite(pain)}?`;
}
