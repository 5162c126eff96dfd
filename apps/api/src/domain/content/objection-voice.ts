import type { ObjectionTag } from '../rules-engine/taxonomy';
import { type Fragment, fragment } from '../spanish/fragment';
import type { IndustryPhrases } from '../spanish/industry-phrases';
import { type NounPhrase, definite, nounPhrase, ofDefinite } from '../spanish/noun-phrase';

/**
 * How copy speaks about one objection to a prospective customer. Each phrase carries the
 * polarity of its slot: `worry` is the doubt to remove ("adiós a las dudas sobre el costo"),
 * `answer` is what the business shows, never a restatement of the objection as a fact.
 */
export interface ObjectionVoice {
  /** The objection itself, for facts: "la objeción más repetida es el precio". */
  readonly objection: NounPhrase;
  /** The customer's doubt, to answer or remove. */
  readonly worry: NounPhrase;
  /** The question the customer asks themself, a whole sentence. */
  readonly question: Fragment;
  /** What the business shows, after "te mostramos" or "mostrar". */
  readonly answer: (industry: IndustryPhrases) => Fragment;
}

const VOICES: Readonly<Record<ObjectionTag, ObjectionVoice>> = {
  precio: {
    objection: nounPhrase('el precio'),
    worry: nounPhrase('las dudas sobre el costo'),
    question: fragment`¿Vale lo que cuesta?`,
    answer: ({ offer }) =>
      fragment`qué incluye ${definite(offer)} y qué obtienes a cambio de cada pago`,
  },
  confianza: {
    objection: nounPhrase('la desconfianza'),
    worry: nounPhrase('las dudas sobre nuestra seriedad'),
    question: fragment`¿Son de fiar?`,
    answer: () => fragment`cómo trabajamos y qué casos reales puedes comprobar`,
  },
  resultados: {
    objection: nounPhrase('la duda sobre los resultados'),
    worry: nounPhrase('las dudas sobre los resultados'),
    question: fragment`¿De verdad funciona?`,
    answer: () => fragment`qué resultados puedes esperar en tu caso y cómo se miden`,
  },
  tiempo: {
    objection: nounPhrase('la falta de tiempo'),
    worry: nounPhrase('las dudas sobre el tiempo que hace falta'),
    question: fragment`¿Cuánto tiempo me va a tomar?`,
    answer: () => fragment`cuánto tiempo toma cada paso y cómo encajarlo en tu semana`,
  },
  urgencia: {
    objection: nounPhrase('la costumbre de dejarlo para después'),
    worry: nounPhrase('las dudas sobre cuándo empezar'),
    question: fragment`¿Y si lo dejo para más adelante?`,
    answer: () => fragment`qué cambia si empiezas hoy y qué pasa si esperas`,
  },
  necesidad: {
    objection: nounPhrase('la sensación de no necesitarlo'),
    worry: nounPhrase('las dudas sobre si de verdad lo necesitas'),
    question: fragment`¿De verdad lo necesito?`,
    answer: () => fragment`en qué casos sí hace falta y en cuáles no`,
  },
  competencia: {
    objection: nounPhrase('la comparación con otras opciones'),
    worry: nounPhrase('las dudas al comparar opciones'),
    question: fragment`¿Por qué no elegir otra opción?`,
    answer: () => fragment`en qué nos diferenciamos de otras opciones, punto por punto`,
  },
  autoridad: {
    objection: nounPhrase('la decisión compartida con otra persona'),
    worry: nounPhrase('las dudas de quien decide contigo'),
    question: fragment`¿Qué le digo a quien decide conmigo?`,
    answer: () => fragment`la información que necesita quien decide contigo`,
  },
  miedo: {
    objection: nounPhrase('el miedo a las consecuencias'),
    worry: nounPhrase('las dudas sobre los riesgos'),
    question: fragment`¿Y si algo sale mal?`,
    answer: () => fragment`qué riesgos son reales y cómo los controlamos`,
  },
  complejidad: {
    objection: nounPhrase('la complejidad del proceso'),
    worry: nounPhrase('las dudas sobre el proceso'),
    question: fragment`¿Por dónde empiezo?`,
    answer: ({ offer }) => fragment`cada paso ${ofDefinite(offer)} en palabras sencillas`,
  },
  otro: {
    objection: nounPhrase('las dudas generales'),
    worry: nounPhrase('las dudas previas'),
    question: fragment`¿Qué necesito saber antes de empezar?`,
    answer: () => fragment`lo que necesitas saber antes de empezar`,
  },
};

/** How copy speaks about an objection tag. */
export function objectionVoice(tag: ObjectionTag): ObjectionVoice {
  return VOICES[tag];
}
