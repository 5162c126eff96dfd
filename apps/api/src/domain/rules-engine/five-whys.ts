import { paysParticipants } from '../industry-kind';
import { asSuspicion } from '../spanish/accusing-words';
import { fragment } from '../spanish/fragment';
import { type IndustryPhrases, industryPhrases } from '../spanish/industry-phrases';
import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';
import { quoteComment } from '../spanish/quote';
import type { Circumstances } from './circumstances';
import { industryContext } from './industry-context';
import type { ObjectionTag } from './taxonomy';
import { type Reading, chainFor, noObjectionChain } from './why-chains';

/** What a five-whys chain is built from: this comment's own words and reading. */
export interface WhyMaterial {
  readonly tag: ObjectionTag;
  /** The phrase carrying the objection, as written. */
  readonly quote: string;
  /** A concrete detail (amount, time, experience, name), when the comment gives one. */
  readonly detail?: string | undefined;
  /** Another objection voiced in the same comment (by a strong enough cue), if any. */
  readonly secondary?: ObjectionTag | undefined;
  /** The comment's pain cluster as a noun phrase naming the problem (see `painPhrase`). */
  readonly pain: NounPhrase;
  /** The industry as the user named it: 'Clínica Estética', 'Gimnasio'. */
  readonly industry: string;
  /** The comment asks something ("?"). */
  readonly isQuestion: boolean;
  /** What the comment tells of the person's own situation; none when left out. */
  readonly circumstances?: Circumstances | undefined;
  /** A time objection about how long something takes, not about lacking the time. */
  readonly waits?: boolean;
  /** The catalogue facet the comment's pain cluster is, if it is one ('pago-inicial'). */
  readonly facet?: string | undefined;
  /** The concrete catalogue facet the comment itself voices most, whatever its cluster. */
  readonly voicedFacet?: string | undefined;
}

export interface FiveWhys {
  readonly why1: string;
  readonly why2: string;
  readonly why3: string;
  readonly why4: string;
  readonly why5: string;
  readonly root_cause: string;
}

// The key phrase is already cut to a readable clause; this only bounds a pathological one.
const WHY_QUOTE_WORDS = 16;

// A second objection named in the chain: "a eso se suma el miedo".
const SECOND_OBJECTION: Readonly<Record<Exclude<ObjectionTag, 'otro'>, NounPhrase>> = {
  precio: nounPhrase('el costo'),
  confianza: nounPhrase('la desconfianza'),
  resultados: nounPhrase('la duda sobre los resultados'),
  tiempo: nounPhrase('la falta de tiempo'),
  urgencia: nounPhrase('la falta de prisa'),
  necesidad: nounPhrase('la sensación de no necesitarlo'),
  competencia: nounPhrase('la comparación con otras opciones'),
  autoridad: nounPhrase('la opinión de otra persona'),
  miedo: nounPhrase('el miedo'),
  complejidad: nounPhrase('la complejidad del proceso'),
};

function readingOf(
  material: WhyMaterial,
  industry: IndustryPhrases,
  paidToTakePart: boolean,
): Reading {
  const quote = quoteComment(material.quote, WHY_QUOTE_WORDS);
  // The detail is quoted only when the first why's quote does not already hold it.
  const detail =
    material.detail === undefined || material.quote.includes(material.detail)
      ? undefined
      : quoteComment(material.detail, WHY_QUOTE_WORDS);
  const secondTag = material.secondary;
  return {
    quote,
    detail: detail === undefined ? fragment`` : fragment`, y lo concreta con un dato, ${detail}`,
    // The whys say what the customer suspects, never their accusation as a fact.
    pain: material.tag === 'confianza' ? asSuspicion(material.pain) : material.pain,
    second:
      secondTag === undefined || secondTag === 'otro' || secondTag === material.tag
        ? undefined
        : SECOND_OBJECTION[secondTag],
    offer: industry.offers[0],
    provider: industry.provider,
    seed: seedOf(material.quote),
    livedIt: material.circumstances?.livedIt ?? false,
    cannotAfford: material.circumstances?.cannotAfford ?? false,
    closeOneLivedIt: material.circumstances?.closeOneLivedIt ?? false,
    checkedIt: material.circumstances?.checkedIt ?? false,
    waits: material.waits ?? false,
    facet: material.facet,
    voicedFacet: material.voicedFacet,
    paidToTakePart,
  };
}

/** FNV-1a of the text: a small, stable number to choose wordings by. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The five whys and root cause of one comment, in Spanish: the comment quoted once, then one
 * step deeper at each why, down to a root cause that names what is missing rather than
 * restating the pain.
 */
export function fiveWhys(material: WhyMaterial): FiveWhys {
  const { industry } = material;
  const { kind } = industryContext(industry);
  const reading = readingOf(material, industryPhrases(kind, industry), paysParticipants(kind));
  const chain =
    material.tag === 'otro'
      ? noObjectionChain(material.pain.head, material.isQuestion, reading)
      : chainFor(material.tag, reading);
  const [why1, why2, why3, why4, why5, root_cause] = chain;
  return { why1, why2, why3, why4, why5, root_cause };
}
