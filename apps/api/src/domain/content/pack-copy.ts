import type { ContentPack } from '@replica/api-client/schemas';
import { type Fragment, sentence } from '../spanish/fragment';
import {
  type NounPhrase,
  adjective,
  agree,
  definite,
  indefinite,
  ofDefinite,
  toDefinite,
} from '../spanish/noun-phrase';
import { type CopyContext, type Template, pick, renderAll, tellAnswers } from './copy-context';
import { type Topic, aboutWhat, isBelief } from './topics';

type Angle = ContentPack['angulos'][number];

// Fifteen titles, each its own wording, so none repeats even for a single analysed comment.
// The copy speaks for the business (we) to a prospective customer (tú).
const TITLES: readonly Template<string>[] = [
  {
    // Not 'lo que de verdad hay detrás' nor 'lo que nadie te cuenta': in the business's own
    // voice they hint that it hides something.
    plain: ({ voice }) => sentence`Hablemos ${ofDefinite(voice.worry())}`,
    quoted: (quote) => sentence`${quote}, y nuestra respuesta`,
  },
  {
    plain: ({ pain }) =>
      sentence`Si lo que te frena ${agree(pain, 'es', 'son')} ${definite(pain)}, lee esto`,
  },
  { plain: ({ voice }) => sentence`${voice.question()} Te respondemos sin rodeos` },
  {
    plain: (_, { facts, industry }) =>
      facts.topPain === undefined
        ? sentence`Todo lo que quieres saber ${ofDefinite(industry.offer())}`
        : sentence`Lo que más se repite en los comentarios: ${definite(facts.topPain.pain)}`,
  },
  { plain: (_, { industry }) => sentence`Antes de ${industry.goal()}, mira esto` },
  {
    plain: ({ voice }) => {
      const worry = voice.worry();
      return sentence`¿Te ${agree(worry, 'suena', 'suenan')} ${definite(worry)}?`;
    },
    quoted: (quote) => sentence`${quote}. ¿Te suena?`,
  },
  {
    plain: (_, { industry }) =>
      sentence`Cómo elegir ${indefinite(industry.business)} sin miedo a equivocarte`,
  },
  { plain: (_, { industry }) => sentence`3 señales de que ya es momento de ${industry.goal()}` },
  // About a thing ('la inscripción', 'el entrenamiento'), never a state ('la falta de prisa').
  {
    plain: ({ subject }, { industry }) =>
      sentence`Lo que conviene saber sobre ${definite(subject ?? industry.offer())}`,
  },
  {
    plain: (_, { industry }) => sentence`Las preguntas que nos hacen antes de ${industry.goal()}`,
    quoted: (quote) => sentence`${quote} y otras dudas que respondemos aquí`,
  },
  // Not 'no tiene por qué frenarte': said of a price, a bankruptcy or a score, it promises a
  // discount or a result the business may not have.
  {
    plain: ({ pain }) =>
      sentence`Si ${definite(pain)} te ${agree(pain, 'detiene', 'detienen')}, empieza por aquí`,
  },
  {
    plain: ({ pain }) =>
      sentence`Qué hacer si ${definite(pain)} te ${agree(pain, 'frena', 'frenan')}`,
  },
  { plain: ({ voice }) => sentence`Así respondemos ${toDefinite(voice.worry())}` },
  { plain: (_, { industry }) => sentence`Mitos y verdades sobre ${definite(industry.offer())}` },
  // 'Adiós' to a doubt about us would tell prospects to stop checking: they are shown how.
  {
    plain: ({ voice, tag }) =>
      tag === 'confianza'
        ? sentence`Quién está detrás y cómo verificarlo: así trabajamos`
        : sentence`Adiós ${toDefinite(voice.worry())}: así trabajamos`,
  },
];

/**
 * The angle for a pain someone lives rather than believes (`isBelief`): practical ways out of a
 * lack of time or a price, a fair comparison with the rival chosen, a start without pressure
 * for a wait, and what to hand whoever decides too.
 */
function livedAngle(topic: Topic, offer: NounPhrase): Angle {
  switch (topic.tag) {
    case 'competencia':
      return {
        titulo: sentence`Comparar con calma`,
        bullets: [
          sentence`Reconocer que comparar opciones es sensato.`,
          sentence`Mostrar qué incluye ${definite(offer)}, punto por punto.`,
          sentence`Dejar que cada quien saque sus conclusiones.`,
        ],
      };
    case 'urgencia':
      return {
        titulo: sentence`Empezar cuando toque, con la información a mano`,
        bullets: [
          sentence`Contar qué cambia al empezar ahora y qué al esperar, sin alarmas.`,
          sentence`No inventar fechas límite ni ofertas que vencen.`,
          sentence`Dejar la puerta abierta para cuando sea el momento.`,
        ],
      };
    case 'autoridad':
      return {
        titulo: sentence`Una respuesta también para quien decide`,
        bullets: [
          sentence`Reconocer que la decisión se toma con otras personas.`,
          sentence`Resumir lo esencial en un formato fácil de reenviar.`,
          sentence`Invitar a escribirnos juntos con lo que falte.`,
        ],
      };
    default:
      return {
        titulo: sentence`Salidas prácticas ante ${definite(topic.pain)}`,
        bullets: [
          sentence`Contar la situación tal como la cuenta la gente.`,
          sentence`Proponer dos o tres salidas concretas.`,
          sentence`Ayudar a elegir la que encaje, sin compromiso.`,
        ],
      };
  }
}

// Ten angles: a strategy and the three moves that make it, written as instructions to whoever
// produces the content (infinitives), so they never address the customer and the team at once.
const ANGLES: readonly Template<Angle>[] = [
  {
    plain: ({ pain, voice }, { industry }) => ({
      titulo: sentence`Empatía ante ${definite(pain)}`,
      bullets: [
        sentence`Reconocer ${definite(voice.worry())} como algo legítimo antes de responder.`,
        sentence`Mostrar ${voice.answer(industry.offer)}.`,
        sentence`Cerrar con una invitación sin compromiso.`,
      ],
    }),
  },
  {
    // The cost of staying as one is, not of living with the objection ('cómo se vive hoy con el
    // costo de la mensualidad' reads as if the fee were the problem the offer solves).
    plain: (_, { industry }) => ({
      titulo: sentence`Lo que cuesta seguir igual`,
      bullets: [
        sentence`Describir el día a día de quien todavía lo está pensando.`,
        sentence`Comparar ese día a día con lo que cambia después ${ofDefinite(industry.offer())}.`,
        sentence`Cerrar con algo concreto que se pueda hacer hoy.`,
      ],
    }),
  },
  {
    plain: ({ voice }) => ({
      titulo: sentence`Prueba social con casos reales`,
      bullets: [
        sentence`Partir ${ofDefinite(voice.worry())} de quien aún no decide.`,
        sentence`Contar el caso de alguien que pensaba igual y qué cambió.`,
        sentence`Incluir un dato que se pueda comprobar.`,
      ],
    }),
    quoted: (quote) => ({
      titulo: sentence`Prueba social con casos reales`,
      bullets: [
        sentence`Partir de un comentario real, ${quote}.`,
        sentence`Contar el caso de alguien que pensaba igual y qué cambió.`,
        sentence`Incluir un dato que se pueda comprobar.`,
      ],
    }),
  },
  // Myths only where a belief can be wrong: a lack of time or a price is lived, not believed.
  {
    plain: (topic, { industry }) => {
      const about = aboutWhat(topic);
      if (!isBelief(topic)) return livedAngle(topic, industry.offer());
      return {
        titulo:
          about === undefined
            ? sentence`Mitos y verdades que frenan la decisión`
            : sentence`Mitos y verdades sobre ${definite(about)}`,
        bullets: [
          sentence`Nombrar la creencia tal como la dice la gente.`,
          sentence`Separar lo que es cierto de lo que no.`,
          sentence`Ofrecer una forma de comprobarlo sin compromiso.`,
        ],
      };
    },
  },
  {
    plain: ({ voice }, { industry }) => ({
      titulo: sentence`Transparencia total sobre ${definite(industry.offer())}`,
      bullets: [
        sentence`Mostrar ${voice.answer(industry.offer)}.`,
        sentence`Responder ${toDefinite(voice.worry())} con datos, no con promesas.`,
        sentence`Invitar a preguntar lo que falte.`,
      ],
    }),
  },
  {
    plain: (_, { industry }) => ({
      titulo: sentence`Paso a paso: cómo ${agree(industry.offer(), 'es', 'son')} ${definite(industry.offer())}`,
      bullets: [
        sentence`Explicar cada etapa en palabras sencillas.`,
        sentence`Decir cuánto tiempo toma cada una.`,
        sentence`Adelantar las preguntas que surgen en el camino.`,
      ],
    }),
  },
  {
    plain: ({ voice }) => ({
      titulo: sentence`Preguntas frecuentes sin rodeos`,
      bullets: [
        sentence`Responder en video ${toDefinite(voice.worry())}.`,
        sentence`Usar un lenguaje cercano, sin tecnicismos.`,
        sentence`Terminar con una invitación a escribirnos.`,
      ],
    }),
    quoted: (quote) => ({
      titulo: sentence`Preguntas frecuentes sin rodeos`,
      bullets: [
        sentence`Responder en video a un comentario real, ${quote}.`,
        sentence`Usar un lenguaje cercano, sin tecnicismos.`,
        sentence`Terminar con una invitación a escribirnos.`,
      ],
    }),
  },
  {
    plain: ({ voice }) => ({
      titulo: sentence`Detrás de cámaras: así trabajamos`,
      bullets: [
        sentence`Mostrar a las personas que atienden a cada cliente.`,
        sentence`Enseñar el proceso real, sin filtros.`,
        sentence`Conectar lo que se ve con ${definite(voice.worry())}.`,
      ],
    }),
  },
  // Deciding with someone else only where comments say someone else decides.
  {
    plain: ({ voice }, { topics, industry }) =>
      topics.some((topic) => topic.tag === 'autoridad')
        ? {
            titulo: sentence`Decidir acompañado`,
            bullets: [
              sentence`Preparar un resumen que se pueda compartir con la pareja o la familia.`,
              sentence`Responder las dudas de quien decide junto al cliente.`,
              sentence`Proponer una llamada para resolverlas juntos.`,
            ],
          }
        : {
            titulo: sentence`Una conversación antes de decidir`,
            bullets: [
              sentence`Ofrecer una llamada corta para resolver ${definite(voice.worry())}.`,
              sentence`Llegar con lo que más se pregunta ${ofDefinite(industry.offer())}, ya respondido.`,
              sentence`Acordar qué sigue, sin presión.`,
            ],
          },
  },
  {
    plain: ({ voice }, { industry }) => ({
      titulo: sentence`Antes y después, con expectativas reales`,
      bullets: [
        sentence`Mostrar resultados reales sin exagerar.`,
        sentence`Explicar qué depende ${ofDefinite(industry.offer())} y qué depende de cada caso.`,
        sentence`Responder ${toDefinite(voice.worry())} con ejemplos concretos.`,
      ],
    }),
  },
];

// Twenty copy bullets, written to the customer.
const BULLETS: readonly Template<string>[] = [
  {
    plain: ({ pain }) =>
      sentence`Para quien siente que ${definite(pain)} ${agree(pain, 'es', 'son')} un freno.`,
    quoted: (quote) => sentence`Para quien alguna vez dijo ${quote}.`,
  },
  // Not 'Te mostramos…': the scripts' solutions open that way already.
  { plain: ({ voice }, { industry }) => sentence`Descubre ${voice.answer(industry.offer)}.` },
  {
    plain: ({ voice, tag }) =>
      tag === 'confianza'
        ? sentence`Datos claros para verificar a quién le confías tu caso.`
        : sentence`Adiós ${toDefinite(voice.worry())}, con todo claro desde el principio.`,
  },
  {
    plain: (topic) => {
      const about = aboutWhat(topic);
      return about === undefined
        ? sentence`Respuestas concretas ${toDefinite(topic.voice.worry())}, una por una.`
        : sentence`Respuestas concretas sobre ${definite(about)}, una por una.`;
    },
  },
  // The bullets that could stand in any pack say which pain they are about.
  {
    plain: ({ voice }, { industry }) =>
      sentence`Entiende ${voice.answer(industry.offer)} antes de decidir.`,
  },
  {
    plain: ({ voice }) =>
      sentence`Sin presiones: primero respondemos ${toDefinite(voice.worry())} y después decides tú.`,
  },
  {
    plain: (_, { industry }) => {
      const offer = industry.offer();
      return sentence`Te contamos cómo ${agree(offer, 'funciona', 'funcionan')} ${definite(offer)}, en palabras sencillas.`;
    },
  },
  {
    plain: ({ pain }) =>
      sentence`Dudar es normal cuando ${agree(pain, 'pesa', 'pesan')} ${definite(pain)}: aquí lo respondemos.`,
  },
  {
    plain: ({ voice }) => sentence`Antes de que decidas, respondemos ${toDefinite(voice.worry())}.`,
  },
  {
    plain: ({ voice }) => sentence`${voice.question()} Aquí tienes la respuesta.`,
    quoted: (quote) => sentence`${quote}. Si lo has pensado, esto es para ti.`,
  },
  {
    plain: (topic) => {
      const about = aboutWhat(topic);
      return about === undefined
        ? sentence`Información clara para decidir con calma.`
        : sentence`Información clara sobre ${definite(about)} para decidir con calma.`;
    },
  },
  { plain: ({ pain }) => sentence`Hablamos ${ofDefinite(pain)}, pregunta por pregunta.` },
  { plain: () => sentence`Te acompañamos desde la primera pregunta hasta el final.` },
  {
    plain: (_, { industry }) => sentence`Todo lo que necesitas saber antes de ${industry.goal()}.`,
  },
  {
    plain: () => sentence`Leemos cada duda y la respondemos aquí.`,
    quoted: (quote) => sentence`Leímos ${quote} y te respondemos aquí.`,
  },
  {
    plain: (_, { industry }) =>
      sentence`Antes de elegir ${indefinite(industry.business)}, compara con calma: te damos la información para hacerlo.`,
  },
  {
    plain: (_, { industry }) => {
      const offer = industry.offer();
      return sentence`Sin tecnicismos: ${definite(offer)} ${adjective(offer, 'explicad')} en palabras sencillas.`;
    },
  },
  // Someone who decides with a partner or family is never told to stop heeding them; no pain
  // is said to stop being a brake ('Las dudas sobre la bancarrota ya no tienen que ser un
  // freno' promised what no business can).
  {
    plain: ({ pain, tag }) =>
      tag === 'autoridad'
        ? sentence`Información clara para revisar con quien decide contigo.`
        : sentence`Si ${definite(pain)} te ${agree(pain, 'preocupa', 'preocupan')}, te respondemos sin vueltas.`,
  },
  {
    plain: ({ voice }) =>
      sentence`Una conversación sin compromiso para resolver ${definite(voice.worry())}.`,
  },
  { plain: ({ voice }) => sentence`Decide sin quedarte con ${definite(voice.worry())}.` },
];

// How an angle tells the team to say what the business answers, taking turns: four answers in
// four angles do not read as one template.
const ANSWER_MOVES: ReadonlyArray<(quoted: Fragment) => Fragment> = [
  (quoted) => sentence`Responder con lo que ofrecemos: ${quoted}.`,
  (quoted) => sentence`Decir con nuestras palabras qué tenemos para esto: ${quoted}.`,
  (quoted) => sentence`Cerrar la duda con un hecho del negocio: ${quoted}.`,
];

/** The pack's titles (15), angles with bullets (10) and copy bullets (20). */
export function copyOf(context: CopyContext) {
  return {
    titulos: renderAll<string>(TITLES, context),
    // The team is told what the business answers, in its words, which only it knows.
    angulos: tellAnswers(renderAll(ANGLES, context), context, (angle, answer, _, before) => ({
      ...angle,
      bullets: [...angle.bullets, pick(ANSWER_MOVES, before)(answer.quoted)],
    })),
    copy_bullets: tellAnswers(
      renderAll<string>(BULLETS, context),
      context,
      (_, answer): string => answer.said,
    ),
  };
}
