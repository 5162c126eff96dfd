import { paysParticipants } from '../industry-kind';
import { rotation } from '../spanish/wordings';
import { type Fragment, fragment, sentence } from '../spanish/fragment';
import { agree, definite, ofDefinite, toDefinite } from '../spanish/noun-phrase';
import type { ContentInsights } from './content-insights';
import {
  type CopyContext,
  type CopyIndustry,
  type Template,
  copyContext,
  pick,
  render,
} from './copy-context';
import { type Topic, topicsOf } from './topics';

/** An idea before it is stored: the Templates page's fields. */
export interface IdeaDraft {
  ideaType: string;
  hook: string;
  angle: string;
  scriptOutline: string;
}

/** One idea per top pain point, up to this many per request. */
export const IDEAS_PER_REQUEST = 5;

type IdeaText = Omit<IdeaDraft, 'ideaType'>;

/** An idea format: its name and its wording, the hook quoting a customer when it can. */
interface IdeaFormat {
  readonly ideaType: string;
  readonly template: Template<(fact: Fragment) => IdeaText>;
}

// A sales script holds its price; a clinical study has no price to lower, only a pay it must
// not oversell.
const withoutGivingIn = (industry: CopyIndustry) =>
  paysParticipants(industry.kind)
    ? fragment`sin prometer de más ni presionar`
    : fragment`sin bajar el precio ni presionar`;

// The hook speaks to the customer; the angle and the outline brief the team, in infinitives.
// `fact` is a sentence stating a counted fact about the idea's pain, or nothing.
const FORMATS: readonly IdeaFormat[] = [
  {
    ideaType: 'video corto',
    template: {
      plain:
        ({ pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`${voice.question()} Este video es para ti.`,
          angle: sentence`Hablar claro ${ofDefinite(pain)} y mostrar ${voice.answer(industry.offer)}. ${fact}`,
          scriptOutline: sentence`1. Leer la pregunta en cámara. 2. Explicar qué hay detrás ${ofDefinite(pain)}. 3. Mostrar ${voice.answer(industry.offer)}. 4. Invitar a comentar la duda.`,
        }),
      quoted:
        (quote, { pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`${quote}. Si tú también lo has pensado, este video es para ti.`,
          angle: sentence`Hablar claro ${ofDefinite(pain)} y mostrar ${voice.answer(industry.offer)}. ${fact}`,
          scriptOutline: sentence`1. Leer en cámara el comentario del gancho. 2. Explicar qué hay detrás ${ofDefinite(pain)}. 3. Mostrar ${voice.answer(industry.offer)}. 4. Invitar a comentar la duda.`,
        }),
    },
  },
  {
    ideaType: 'carrusel',
    template: {
      plain:
        ({ pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`5 cosas que conviene saber sobre ${definite(pain)}.`,
          angle: sentence`Responder ${toDefinite(voice.worry())} paso a paso, una diapositiva por idea. ${fact}`,
          scriptOutline: sentence`Portada con la pregunta ${voice.question()} Diapositivas 2 a 4: qué hay detrás ${ofDefinite(pain)}. Diapositiva 5: mostrar ${voice.answer(industry.offer)}. Última: invitar a guardar y compartir.`,
        }),
      quoted:
        (quote, { pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`5 cosas que conviene saber sobre ${definite(pain)}.`,
          angle: sentence`Responder ${toDefinite(voice.worry())} paso a paso, una diapositiva por idea. ${fact}`,
          scriptOutline: sentence`Portada con el comentario ${quote}. Diapositivas 2 a 4: qué hay detrás ${ofDefinite(pain)}. Diapositiva 5: mostrar ${voice.answer(industry.offer)}. Última: invitar a guardar y compartir.`,
        }),
    },
  },
  {
    ideaType: 'publicación',
    template: {
      plain:
        ({ voice }, { industry }) =>
        (fact) => ({
          hook: sentence`${voice.question()} Esta es nuestra respuesta honesta.`,
          angle: sentence`Convertir ${definite(voice.worry())} en una muestra de transparencia. ${fact}`,
          scriptOutline: sentence`Abrir con la pregunta, reconocer que la duda es legítima, mostrar ${voice.answer(industry.offer)} y cerrar con una pregunta a la comunidad.`,
        }),
      quoted:
        (quote, { voice }, { industry }) =>
        (fact) => ({
          hook: sentence`Nos escribieron ${quote}. Esta es nuestra respuesta honesta.`,
          angle: sentence`Convertir ${definite(voice.worry())} en una muestra de transparencia. ${fact}`,
          scriptOutline: sentence`Abrir con la cita, reconocer que la duda es legítima, mostrar ${voice.answer(industry.offer)} y cerrar con una pregunta a la comunidad.`,
        }),
    },
  },
  {
    ideaType: 'correo',
    template: {
      plain:
        ({ pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`Asunto: ${voice.question()}`,
          angle: sentence`Correo para contactos que aún no deciden, centrado en ${definite(pain)} y contado desde la experiencia de otra persona que dudó. ${fact}`,
          scriptOutline: sentence`Saludo breve. Una historia corta sobre ${definite(pain)}. Mostrar ${voice.answer(industry.offer)}. Una oferta concreta y un único enlace.`,
        }),
      quoted:
        (quote, { pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`Asunto: ¿también lo piensas? ${quote}`,
          angle: sentence`Correo para contactos que aún no deciden, centrado en ${definite(pain)} y contado desde la experiencia de otra persona que dudó. ${fact}`,
          scriptOutline: sentence`Saludo con la frase del asunto. Una historia corta sobre ${definite(pain)}. Mostrar ${voice.answer(industry.offer)}. Una oferta concreta y un único enlace.`,
        }),
    },
  },
  {
    ideaType: 'guion de venta',
    template: {
      plain:
        ({ pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`Cuando alguien te hable ${ofDefinite(pain)}, no discutas: pregunta.`,
          angle: sentence`Guion para responder ${toDefinite(voice.worry())} ${withoutGivingIn(industry)}. ${fact}`,
          scriptOutline: salesOutline(pain, voice, industry),
        }),
      quoted:
        (quote, { pain, voice }, { industry }) =>
        (fact) => ({
          hook: sentence`Cuando alguien diga ${quote}, no discutas: pregunta.`,
          angle: sentence`Guion para responder ${toDefinite(voice.worry())} ${withoutGivingIn(industry)}. ${fact}`,
          scriptOutline: salesOutline(pain, voice, industry),
        }),
    },
  },
];

function salesOutline(
  pain: Topic['pain'],
  voice: Topic['voice'],
  industry: CopyContext['industry'],
): Fragment {
  return sentence`Validar lo que siente: es normal que ${definite(pain)} ${agree(pain, 'preocupe', 'preocupen')}. Preguntar qué hay detrás. Mostrar ${voice.answer(industry.offer)}. Ofrecer una prueba concreta. Cerrar con el siguiente paso.`;
}

// States a counted fact in the angle of the idea about the most repeated pain, and of the first
// idea about the most repeated objection: the only superlatives the ideas may use.
function factAbout(topic: Topic, index: number, { facts, topics }: CopyContext): Fragment {
  const { topPain, topObjection } = facts;
  if (topPain !== undefined && topic.labels.includes(topPain.label)) {
    return sentence`${definite(topic.pain)} ${agree(topic.pain, 'es', 'son')} el dolor más repetido en los comentarios analizados, con ${topPain.part} (${topPain.share}).`;
  }
  const firstOfTag = topics.findIndex((candidate) => candidate.tag === topObjection?.tag);
  if (topObjection !== undefined && index === firstOfTag) {
    return sentence`${definite(topObjection.voice.objection)} es la objeción más repetida en los comentarios analizados, con ${topObjection.part} (${topObjection.share}).`;
  }
  return fragment``;
}

/** How many ideas one request makes: one per pain to write about, up to `IDEAS_PER_REQUEST`. */
export function ideaCount(insights: ContentInsights): number {
  return Math.min(IDEAS_PER_REQUEST, topicsOf(insights, rotation()).length);
}

/**
 * Ideas from the industry's top pain points: one per pain, each in a
 * different format, its hook in a customer's own words when there are some, the counted facts
 * stated where they belong, and what the business answers to the pain's objection in its outline.
 * No pain points, no ideas.
 *
 * @example generateIdeas(insights).map((idea) => idea.ideaType) // ['video corto', 'carrusel', ...]
 */
export function generateIdeas(insights: ContentInsights): IdeaDraft[] {
  if (insights.painPoints.length === 0) return [];
  const context = copyContext(insights);
  return context.topics.slice(0, IDEAS_PER_REQUEST).map((topic, index) => {
    const { ideaType, template } = pick(FORMATS, index);
    const text = render(template, topic, context)(factAbout(topic, index, context));
    // Each idea is produced on its own: every one about an answered objection says the answer.
    const answer = context.answerOf(topic.tag);
    const scriptOutline = answer
      ? `${text.scriptOutline} Decir lo que ofrecemos: ${answer.quoted}.`
      : text.scriptOutline;
    return { ideaType, ...text, scriptOutline, angle: text.angle.trimEnd() };
  });
}
