import { withA, withDe } from './industry-context';
import type { IndustryContext } from './industry-context';
import type { ObjectionTag } from './taxonomy';

/** Another objection voiced in the same comment, by its strongest cue. */
export interface SecondObjection {
  readonly words: string;
  readonly tag: ObjectionTag;
}

/** What a five-whys chain is built from: this comment's own words and reading. */
export interface WhyMaterial {
  readonly tag: ObjectionTag;
  /** The phrase carrying the objection, as written. */
  readonly quote: string;
  /** The strongest cue's words, as written. */
  readonly cue: string;
  /** A concrete detail (amount, time, experience, name), when the comment gives one. */
  readonly detail?: string | undefined;
  /** The strongest cue of another objection in the same comment, if any. */
  readonly secondary?: SecondObjection | undefined;
  readonly pain: string;
  readonly industry: IndustryContext;
  /** The comment asks something ("?"). */
  readonly isQuestion: boolean;
}

export interface FiveWhys {
  readonly why1: string;
  readonly why2: string;
  readonly why3: string;
  readonly why4: string;
  readonly why5: string;
  readonly root_cause: string;
}

type Chain = readonly [string, string, string, string, string, string];

// Quotes the person's words; a comment with no words at all is named as such.
const q = (words: string) => (words.trim() === '' ? 'un comentario sin texto' : `«${words}»`);

// How a second objection reads when the chain names it: "el miedo también pesa".
const SECOND_OBJECTION: Readonly<Record<ObjectionTag, string>> = {
  precio: 'el costo',
  confianza: 'la desconfianza',
  resultados: 'la duda sobre los resultados',
  tiempo: 'el tiempo que exige',
  urgencia: 'la falta de prisa',
  necesidad: 'la sensación de no necesitarlo',
  competencia: 'otra alternativa',
  autoridad: 'la opinión de otra persona',
  miedo: 'el miedo',
  complejidad: 'la complejidad',
  otro: 'otro asunto',
};

function alsoMentions(secondary: SecondObjection): string {
  return `Además menciona ${q(secondary.words)}: ${SECOND_OBJECTION[secondary.tag]} también pesa en su decisión.`;
}

// One builder per objection. Every chain quotes the comment (why1), names its own cue or detail
// (why2) and its pain cluster (why3 and the root cause); why4 uses a second objection from the
// same comment when there is one. The sentences read as successive answers to "¿por qué?".
const CHAINS: Readonly<Record<Exclude<ObjectionTag, 'otro'>, (m: WhyMaterial) => Chain>> = {
  precio: ({ quote, cue, detail, secondary, pain, industry }) => [
    `Rechaza la oferta por el costo: ${q(quote)}.`,
    detail === undefined
      ? `Para esta persona, ${q(cue)} resume el problema.`
      : `La cifra que menciona (${detail}) le parece desproporcionada frente a lo que recibiría.`,
    `No percibe un beneficio que compense el gasto; su dolor concreto: ${pain}.`,
    secondary === undefined
      ? `Compara el precio con su presupuesto de hoy, no con lo que le cuesta seguir sin ${industry.offer}.`
      : alsoMentions(secondary),
    `Nadie le ha mostrado qué retorno concreto obtendría ${industry.ofOffer} a cambio de ese dinero.`,
    `El valor percibido ${industry.ofOffer} es menor que su precio (${pain}).`,
  ],
  confianza: ({ quote, cue, detail, secondary, pain, industry }) => [
    `Duda de quien vende: ${q(quote)}.`,
    detail === undefined
      ? `Lo expresa con sus palabras: ${q(cue)}.`
      : `Habla desde algo concreto que vivió o conoce: ${q(detail)}.`,
    `Teme que ${industry.provider} no cumpla lo que promete o no sea quien dice ser (${pain}).`,
    secondary === undefined
      ? 'Conoce historias de abusos parecidos y nada en la oferta las desmiente.'
      : alsoMentions(secondary),
    `No ha visto pruebas verificables (licencias, casos reales, garantías) que separen ${withA(industry.provider)} de los fraudes que conoce.`,
    `Falta de credibilidad ${withDe(industry.provider)}: ${pain}.`,
  ],
  resultados: ({ quote, cue, detail, secondary, pain, industry }) => [
    `Duda de que funcione: ${q(quote)}.`,
    detail === undefined
      ? `Su frase clave es ${q(cue)}.`
      : `Se apoya en algo concreto: ${q(detail)}.`,
    `Cree que ${industry.offer} no le dará un resultado distinto (${pain}).`,
    secondary === undefined
      ? 'No ha visto casos como el suyo con un resultado medible.'
      : alsoMentions(secondary),
    'La promesa de resultados no viene con evidencia ni con una garantía clara.',
    `Falta de evidencia de resultados ${industry.ofOffer}: ${pain}.`,
  ],
  tiempo: ({ quote, cue, detail, secondary, pain, industry }) => [
    `El tiempo es su barrera: ${q(quote)}.`,
    detail === undefined
      ? `Lo resume en ${q(cue)}.`
      : `El dato que da (${detail}) le resulta imposible de encajar en su vida.`,
    `Siente que ${industry.offer} le exige más horas, visitas o espera de las que puede dar (${pain}).`,
    secondary === undefined
      ? `Su trabajo y su familia ya ocupan el tiempo que pide ${industry.offer}.`
      : alsoMentions(secondary),
    'Nadie le ha mostrado una forma más corta o flexible de avanzar.',
    `Costo en tiempo ${industry.ofOffer} mayor del que puede asumir: ${pain}.`,
  ],
  urgencia: ({ quote, cue, detail, secondary, pain, industry }) => [
    `Pospone la decisión: ${q(quote)}.`,
    detail === undefined
      ? `Su señal de aplazamiento es ${q(cue)}.`
      : `Se pone su propio plazo (${detail}) en lugar de actuar ahora.`,
    `No siente que su situación empeore si espera (${pain}).`,
    secondary === undefined
      ? 'Nada en el mensaje le muestra lo que pierde con cada mes que deja pasar.'
      : alsoMentions(secondary),
    `La oferta no conecta ${industry.offer} con una fecha o una consecuencia concreta de su vida.`,
    `No percibe ningún costo en esperar: ${pain}.`,
  ],
  necesidad: ({ quote, cue, secondary, pain, industry }) => [
    `Cree que no lo necesita: ${q(quote)}.`,
    `Su razón es ${q(cue)}.`,
    `Considera que su situación actual basta sin ${industry.offer} (${pain}).`,
    secondary === undefined
      ? `No reconoce en su caso el problema que resuelve ${industry.offer}.`
      : alsoMentions(secondary),
    'Nadie le ha mostrado los riesgos o las pérdidas ocultas de seguir como está.',
    `No identifica un problema propio que justifique ${industry.offer}: ${pain}.`,
  ],
  competencia: ({ quote, cue, detail, secondary, pain, industry }) => [
    `Tiene otra opción: ${q(quote)}.`,
    detail === undefined
      ? `Su alternativa aparece en ${q(cue)}.`
      : `Nombra su alternativa con detalle: ${q(detail)}.`,
    `Ve esa alternativa como suficiente y más conveniente que ${industry.offer} (${pain}).`,
    secondary === undefined
      ? `No distingue qué le da ${industry.provider} que su alternativa no le dé.`
      : alsoMentions(secondary),
    `Nadie le ha explicado la diferencia ${industry.ofOffer} frente a las opciones que ya conoce.`,
    `Diferenciación poco clara frente a su alternativa: ${pain}.`,
  ],
  autoridad: ({ quote, cue, secondary, pain }) => [
    `La decisión no es solo suya: ${q(quote)}.`,
    `Quién decide aparece en ${q(cue)}.`,
    `Necesita la aprobación de otra persona antes de comprometerse (${pain}).`,
    secondary === undefined
      ? 'No tiene argumentos listos para convencer a quien decide.'
      : alsoMentions(secondary),
    'La oferta le habla a una sola persona y no facilita la conversación con quien aprueba el gasto.',
    `Decisión compartida sin argumentos para quien aprueba: ${pain}.`,
  ],
  miedo: ({ quote, cue, secondary, pain, industry }) => [
    `Tiene miedo a las consecuencias: ${q(quote)}.`,
    `Lo que teme lo dice así: ${q(cue)}.`,
    `Ve un riesgo personal en dar el paso (${pain}).`,
    secondary === undefined
      ? 'No sabe qué protección tendría si algo sale mal.'
      : alsoMentions(secondary),
    `Nadie le ha explicado con claridad qué riesgos son reales en ${industry.offer} y cómo se controlan.`,
    `Riesgo percibido sin respuesta: ${pain}.`,
  ],
  complejidad: ({ quote, cue, secondary, pain, industry }) => [
    `El proceso le resulta confuso: ${q(quote)}.`,
    `Su dificultad concreta es ${q(cue)}.`,
    `No entiende los pasos ni lo que le piden para ${industry.offer} (${pain}).`,
    secondary === undefined
      ? 'Siente que tendría que resolverlo solo, sin guía.'
      : alsoMentions(secondary),
    'La información parece escrita para expertos y no en pasos simples y en su idioma.',
    `Proceso percibido como demasiado complejo: ${pain}.`,
  ],
};

// Comments without an objection, by their cluster label: what they are, what they are good
// for, and the short kind named in the root cause.
const NO_OBJECTION: Readonly<Record<string, readonly [what: string, use: string, kind: string]>> = {
  'spam o autopromoción': [
    'Es autopromoción o spam, ajena a la oferta.',
    'No aporta información sobre la oferta.',
    'spam',
  ],
  'mención a otra persona': [
    'Etiqueta a otra persona para que vea el contenido.',
    'Comparte el contenido: señal de interés, no de resistencia.',
    'mención',
  ],
  'agradecimiento sin objeción': [
    'Agradece el contenido o la atención recibida.',
    'Muestra una relación positiva que se puede aprovechar.',
    'agradecimiento',
  ],
  'elogio sin objeción': [
    'Elogia el contenido o el resultado que vio.',
    'Muestra interés o satisfacción que se puede aprovechar.',
    'elogio',
  ],
};
const QUESTION = [
  'Hace una pregunta informativa, sin resistencia explícita.',
  'Busca un dato concreto antes de avanzar.',
  'pregunta',
] as const;
const OFF_TOPIC = [
  'Es un comentario fuera de tema.',
  'No aporta información sobre la oferta.',
  'fuera de tema',
] as const;

function noObjectionChain({ quote, pain, isQuestion }: WhyMaterial): Chain {
  const [what, use, kind] = NO_OBJECTION[pain] ?? (isQuestion ? QUESTION : OFF_TOPIC);
  return [
    `No expresa una objeción: ${q(quote)}.`,
    what,
    'En sus palabras no aparece precio, desconfianza, tiempo ni otra barrera.',
    use,
    'No hay una causa de objeción que trabajar en este comentario.',
    `Sin objeción (${kind}).`,
  ];
}

/** The five whys and root cause of one comment, in Spanish, from its own words. */
export function fiveWhys(material: WhyMaterial): FiveWhys {
  const chain =
    material.tag === 'otro' ? noObjectionChain(material) : CHAINS[material.tag](material);
  const [why1, why2, why3, why4, why5, root_cause] = chain;
  return { why1, why2, why3, why4, why5, root_cause };
}
