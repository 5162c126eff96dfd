import type { ContentPack } from '@replica/api-client/schemas';
import { foldAccents } from '../spanish/fold-accents';
import { type Fragment, fragment, sentence } from '../spanish/fragment';
import {
  type NounPhrase,
  agree,
  definite,
  indefinite,
  ofDefinite,
  toDefinite,
} from '../spanish/noun-phrase';
import {
  type BusinessAnswer,
  type CopyContext,
  type Template,
  pick,
  render,
  renderAll,
  tellAnswers,
} from './copy-context';
import type { ObjectionTag } from '../rules-engine/taxonomy';
import { paysParticipants } from '../industry-kind';
import { type Topic, aboutWhat, isBelief } from './topics';

type Script = ContentPack['guiones_video'][number];
type Magnet = ContentPack['lead_magnets'][number];

// The first three seconds: a customer's words when there are some left, else the question.
const HOOKS: readonly Template<Fragment>[] = [
  {
    plain: ({ voice }) => sentence`${voice.question()} Quédate un minuto.`,
    quoted: (quote) => sentence`${quote}. ¿Te suena?`,
  },
  {
    plain: ({ pain }) =>
      sentence`Si lo que te frena ${agree(pain, 'es', 'son')} ${definite(pain)}, mira esto.`,
  },
  {
    plain: ({ voice }) => sentence`Hoy respondemos ${toDefinite(voice.worry())}.`,
    quoted: (quote) => sentence`Alguien nos escribió ${quote}. Hoy le respondemos.`,
  },
  { plain: (_, { industry }) => sentence`Lo que conviene saber antes de ${industry.goal()}.` },
  {
    plain: ({ voice }) => sentence`${voice.question()}`,
    quoted: (quote) => sentence`${quote}. Vamos a hablarlo.`,
  },
];

// Nothing the business may not have: no 'segunda parte' of a video, no 'consulta' a gym does
// not give (the pack's own guide is what 'QUIERO' sends).
const CTAS: readonly Fragment[] = [
  sentence`Comenta QUIERO y te enviamos la guía.`,
  sentence`Guarda este video y compártelo con quien lo necesite.`,
  sentence`Escríbenos por mensaje directo y lo vemos juntos.`,
  sentence`Pide información sin compromiso en el enlace del perfil.`,
  sentence`Síguenos para ver más respuestas como esta.`,
];

// What an objection makes people do instead of deciding: put it off, or choose elsewhere.
const INSTEAD_OF_DECIDING: Readonly<Partial<Record<ObjectionTag, (pain: NounPhrase) => Fragment>>> =
  {
    competencia: (pain) =>
      sentence`${definite(pain)} ${agree(pain, 'puede', 'pueden')} llevarte a elegir sin comparar lo que de verdad importa.`,
  };

// The problem as a possibility, three ways: five scripts use none more than twice.
const POSSIBLE_PROBLEMS: ReadonlyArray<(pain: NounPhrase) => Fragment> = [
  (pain) =>
    sentence`${definite(pain)} ${agree(pain, 'puede', 'pueden')} hacer que pospongas la decisión.`,
  (pain) => sentence`Por ${definite(pain)}, muchas personas no terminan de decidirse.`,
  (pain) =>
    sentence`Cuando ${definite(pain)} ${agree(pain, 'pesa', 'pesan')}, decidir se hace cuesta arriba.`,
];

// The problem is stated as a fact once, in the first script about the pain the data says is
// the most repeated; elsewhere it is stated as a possibility. A script is spoken: the fact is
// said as a person would say it, not as a count ('aparece en 10 de 68 comentarios').
function problemOf(topic: Topic, index: number, { facts, topics }: CopyContext): Fragment {
  const { pain } = topic;
  const top = facts.topPain;
  const first = topics.findIndex((candidate) => top && candidate.labels.includes(top.label));
  return top !== undefined && index === first
    ? sentence`Es lo que más nos comentan: ${definite(pain)}.`
    : (INSTEAD_OF_DECIDING[topic.tag] ?? pick(POSSIBLE_PROBLEMS, index))(pain);
}

// Five ways to agitate and five to answer, taken in turn: five scripts use no frame twice, so
// a reader of the pack does not see one template ('Sin letra chica.' closed two of them; it is
// gone, since comments about fees nobody mentioned make it a promise the business may not keep).
const AGITATIONS: readonly Template<Fragment>[] = [
  {
    plain: ({ voice }, { industry }) => {
      const worry = voice.worry();
      return sentence`Y mientras ${definite(worry)} ${agree(worry, 'sigue', 'siguen')} sin respuesta, ${industry.goal()} se queda en pausa.`;
    },
  },
  // The hook or the problem has named the pain already: the agitation refers back to it. Who
  // would choose elsewhere is not putting anything off.
  {
    plain: ({ tag }) =>
      tag === 'competencia'
        ? sentence`Lo barato sale caro cuando no resuelve lo que buscas.`
        : tag === 'tiempo' || tag === 'urgencia'
          ? sentence`Cada semana que lo dejas pasar es una semana más sin resolverlo.`
          : // No countdown for a price or a fear: pressure is no answer to either.
            sentence`Una duda sin responder pesa más que cualquier respuesta.`,
  },
  {
    plain: ({ voice }) =>
      sentence`Lo difícil no es decidir: es decidir sin respuesta ${toDefinite(voice.worry())}.`,
  },
  {
    plain: ({ pain, tag }) =>
      tag === 'competencia'
        ? sentence`Comparar sin saber qué mirar es la forma más fácil de equivocarse.`
        : sentence`Y ${definite(pain)} no ${agree(pain, 'se resuelve', 'se resuelven')} sin información clara.`,
  },
  {
    plain: ({ voice }, { industry }) =>
      sentence`Quedarte con ${definite(voice.worry())} no te acerca a ${industry.goal()}.`,
  },
];

// Each way to answer is a lead and a close around the objection's answer.
const SOLUTIONS: ReadonlyArray<{ lead: Fragment; close: Fragment }> = [
  { lead: fragment`Te mostramos`, close: fragment`, sin adornos` },
  { lead: fragment`En este video ves`, close: fragment`, con ejemplos reales` },
  { lead: fragment`Te explicamos`, close: fragment`, sin rodeos` },
  { lead: fragment`Aquí te contamos`, close: fragment`, con casos de personas que pensaban igual` },
  { lead: fragment`Te lo contamos claro:`, close: fragment`` },
];

/**
 * The way to answer of script `index`, or the next one whose lead the business's answer, said
 * just before it, does not open with: never 'Te mostramos tu portal. Te mostramos en qué casos…'.
 */
function solutionOf(index: number, answer: BusinessAnswer | undefined): Template<Fragment> {
  const opening = (text: string) => foldAccents(text).split(/\s+/u).slice(0, 2).join(' ');
  const repeats = (lead: string) => answer !== undefined && opening(answer.said) === opening(lead);
  const step =
    Array.from(SOLUTIONS.keys()).find((turn) => !repeats(pick(SOLUTIONS, index + turn).lead)) ?? 0;
  const { lead, close } = pick(SOLUTIONS, index + step);
  return {
    plain: ({ voice }, { industry }) => sentence`${lead} ${voice.answer(industry.offer)}${close}.`,
  };
}

function scriptOf(
  topic: Topic,
  index: number,
  context: CopyContext,
  answer: BusinessAnswer | undefined,
): Script {
  // In speaking order: each part takes the industry's next wordings.
  const hook = render(pick(HOOKS, index), topic, context);
  const problem = problemOf(topic, index, context);
  const agitation = render(pick(AGITATIONS, index), topic, context);
  const solution = render(solutionOf(index, answer), topic, context);
  return {
    hook: `Hook (0-3 s): ${hook}`,
    problema: `Problema (3-10 s): ${problem}`,
    agitacion: `Agitación (10-20 s): ${agitation}`,
    solucion: `Solución (20-45 s): ${answer ? sentence`${answer.said} ${solution}` : solution}`,
    cta: `CTA (45-60 s): ${pick(CTAS, index)}`,
  };
}

const SLOWNESS = /lentitud|tarda|demora|espera/u;

/** The title of the guide about a topic (see the guide's magnet below). */
function guideTitle(topic: Topic, industry: CopyContext['industry']): string {
  switch (topic.tag) {
    case 'tiempo':
      // A process that takes long is another time pain than a week with no room.
      return SLOWNESS.test(topic.pain.head)
        ? sentence`Guía de los tiempos ${ofDefinite(industry.offer())}, etapa por etapa`
        : sentence`Guía para encajar ${definite(industry.offer())} en una semana ocupada`;
    case 'urgencia':
      return sentence`Guía para saber cuándo es el momento de ${industry.goal()}`;
    case 'autoridad':
      // Whoever it is: a partner, the family, a business partner or a boss.
      return sentence`Guía para tomar la decisión con quien decide contigo`;
    case 'competencia':
      return sentence`Guía para comparar opciones antes de elegir`;
    // Not 'Guía para entender la duda de que el puntaje suba': a doubt or a fear is resolved,
    // what it is about is explained.
    case 'resultados':
      return sentence`Guía para saber qué resultados esperar en tu caso`;
    case 'necesidad': {
      const offer = industry.offer();
      return sentence`Guía para saber si ${definite(offer)} ${agree(offer, 'es', 'son')} para ti`;
    }
    case 'complejidad':
      return sentence`Guía sencilla ${ofDefinite(industry.offer())}, de principio a fin`;
    default: {
      const about = aboutWhat(topic);
      if (about === undefined) return sentence`Guía para resolver ${definite(topic.voice.worry())}`;
      return topic.tag === 'miedo'
        ? sentence`Guía para perderle el miedo ${toDefinite(about)}`
        : sentence`Guía para entender ${definite(about)}`;
    }
  }
}

// Ten lead magnets, each a different asset, so no two titles repeat.
const MAGNETS: readonly Template<Magnet>[] = [
  // A guide explains a belief or a price; a lived pain gets a guide that helps with it ('Guía
  // para entender la falta de tiempo' explains nothing anyone needs explained).
  {
    plain: (topic, { industry }) => ({
      titulo: guideTitle(topic, industry),
      tipo: 'Guía PDF',
      outline:
        isBelief(topic) || topic.tag === 'precio'
          ? sentence`Qué es, por qué pasa, cómo lo resolvemos y un caso real.`
          : sentence`Pasos concretos, ejemplos de personas en la misma situación y un plan para empezar.`,
    }),
  },
  {
    plain: ({ voice }, { industry }) => ({
      titulo: sentence`Lista de control antes de ${industry.goal()}`,
      tipo: 'Lista de control',
      outline: sentence`Diez puntos que revisar antes de decidir y despejar ${definite(voice.worry())}.`,
    }),
  },
  // A calculator of what the comments weigh: the whole price, or what waiting costs; a short
  // test where they weigh neither.
  {
    plain: (_, { topics, industry }) => {
      const weighs = (tag: ObjectionTag) => topics.some((topic) => topic.tag === tag);
      // A study pays its participants: they weigh what it pays against what going costs them.
      if (weighs('precio') && paysParticipants(industry.kind)) {
        return {
          titulo: sentence`Calculadora de lo que recibes y lo que gastas al participar`,
          tipo: 'Calculadora',
          outline: sentence`Cada persona anota sus visitas y traslados y ve lo que recibe y lo que le cuesta ir.`,
        };
      }
      if (weighs('precio')) {
        return {
          titulo: sentence`Calculadora del costo total ${ofDefinite(industry.offer())}`,
          tipo: 'Calculadora',
          outline: sentence`Cada persona elige lo que necesita y ve una estimación de lo que pagaría.`,
        };
      }
      if (weighs('urgencia')) {
        return {
          titulo: sentence`Calculadora del costo de esperar`,
          tipo: 'Calculadora',
          outline: sentence`Cada persona introduce su situación y ve qué le cuesta seguir igual.`,
        };
      }
      return {
        titulo: sentence`Test: ¿es para ti?`,
        tipo: 'Cuestionario',
        outline: sentence`Cinco preguntas para saber si ${definite(industry.offer())} encaja con lo que buscas.`,
      };
    },
  },
  {
    plain: (_, { industry }) => ({
      titulo: sentence`Plantilla de preguntas sobre ${definite(industry.offer())}`,
      tipo: 'Plantilla',
      outline: sentence`Las preguntas que conviene hacer antes de decidir, con espacio para anotar las respuestas.`,
    }),
  },
  {
    plain: ({ pain }) => ({
      titulo: sentence`Curso breve por correo: de la duda a la decisión`,
      tipo: 'Curso por correo',
      outline: sentence`5 correos, uno al día, sobre ${definite(pain)}, su causa, un mito, un caso real y la oferta.`,
    }),
  },
  {
    plain: ({ voice }, { industry }) => ({
      titulo: sentence`Preguntas frecuentes sobre ${definite(industry.offer())}`,
      tipo: 'Guía PDF',
      outline: sentence`Respuestas claras ${toDefinite(voice.worry())} y a lo que se pregunta antes de decidir.`,
    }),
  },
  {
    plain: ({ pain }) => ({
      titulo: sentence`Casos reales de personas que dudaron y decidieron`,
      tipo: 'Estudio de casos',
      outline: sentence`Tres historias que empiezan con ${definite(pain)} y terminan con una decisión tomada con calma.`,
    }),
  },
  {
    plain: ({ voice }, { industry }) => ({
      titulo: sentence`Sesión en vivo: pregúntanos sobre ${definite(industry.offer())}`,
      tipo: 'Sesión en vivo',
      outline: sentence`Una hora para responder en vivo ${toDefinite(voice.worry())}.`,
    }),
  },
  {
    plain: (_, { industry }) => ({
      titulo: sentence`Comparador de opciones`,
      tipo: 'Tabla comparativa',
      outline: sentence`Qué mirar al comparar ${indefinite(industry.business)} con otra opción, punto por punto.`,
    }),
  },
  {
    plain: (_, { industry }) => ({
      titulo: sentence`Mapa del proceso, etapa por etapa`,
      tipo: 'Infografía',
      outline: sentence`Cada etapa ${ofDefinite(industry.offer())}, cuánto tarda y qué necesitas en cada una.`,
    }),
  },
];

/** The pack's video scripts (5, each timed 0-60 s) and lead magnets (10). */
export function scriptsOf(context: CopyContext) {
  // What the business answers to an objection opens the solution of the first video about it:
  // only it knows what it offers (said in every one, five solutions would read alike).
  const scripts: Array<{ topic: Topic; answer?: BusinessAnswer }> = Array.from(
    { length: 5 },
    (_, index) => ({ topic: pick(context.topics, index) }),
  );
  const guiones_video = tellAnswers(scripts, context, (script, answer) => ({
    ...script,
    answer,
  })).map(({ topic, answer }, index) => scriptOf(topic, index, context, answer));
  return { guiones_video, lead_magnets: renderAll(MAGNETS, context) };
}
