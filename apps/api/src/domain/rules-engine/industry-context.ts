import { ALL_INDUSTRIES } from '@replica/api-client/schemas';
import { boundedMemo } from './bounded-memo';
import { foldAccents } from '../spanish/fold-accents';
import type { IndustryKind } from '../industry-kind';

/** How to name what an industry sells, for labels and the five whys. */
export interface IndustryContext {
  readonly kind: IndustryKind;
  /** The offer with its article: "el tratamiento". */
  readonly offer: string;
  /** The same after "de": "del tratamiento". */
  readonly ofOffer: string;
  /** Who sells it, with its article: "la clínica". */
  readonly provider: string;
  /** A one-word name of the offer for cluster labels, after "de": "del tratamiento". */
  readonly ofShortOffer: string;
}

/** "de" before a noun phrase, contracted with "el": "del abogado", "de la clínica". */
export function withDe(phrase: string): string {
  return phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}

/** "a" before a noun phrase, contracted with "el": "al abogado", "a la clínica". */
export function withA(phrase: string): string {
  return phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

function context(
  kind: IndustryKind,
  offer: string,
  provider: string,
  shortOffer: string,
): IndustryContext {
  return { kind, offer, ofOffer: withDe(offer), provider, ofShortOffer: withDe(shortOffer) };
}

// Matched by keyword so that spelling variants of an industry name ("Clinica Estetica") work.
const CONTEXTS: ReadonlyArray<readonly [keyword: RegExp, context: IndustryContext]> = [
  [/estetic|aesthetic/, context('estetica', 'el tratamiento', 'la clínica', 'el tratamiento')],
  [/credit|credito/, context('credito', 'la reparación de crédito', 'la empresa', 'la reparación')],
  [
    /immigra|inmigra|abogad|lawyer/,
    context('inmigracion', 'el trámite migratorio', 'el abogado', 'el trámite'),
  ],
  [
    /tax|account|contab|impuest/,
    context('impuestos', 'el servicio de impuestos', 'el contador', 'el contador'),
  ],
  [/marca|brand/, context('marca', 'el programa', 'el mentor', 'el programa')],
  [/adjuster|ajust/, context('ajustes', 'el ajuste del reclamo', 'el ajustador', 'el ajustador')],
  [
    /clinical|research|investigacion/,
    context('estudios', 'el estudio clínico', 'el centro de estudios', 'el estudio'),
  ],
];

const GENERIC = context('generica', 'el servicio', 'el proveedor', 'el servicio');

/** The naming context of an industry; a generic one for industries not listed. */
export const industryContext: (industry: string) => IndustryContext = boundedMemo(
  (industry) => {
    const name = foldAccents(industry);
    return CONTEXTS.find(([keyword]) => keyword.test(name))?.[1] ?? GENERIC;
  },
  // Industries are few, but their names are free text.
  { limit: 1_000 },
);

/** The kind of business `industry` is; undefined for 'todas', every industry at once. */
export function kindOfIndustry(industry: string): IndustryKind | undefined {
  return industry === ALL_INDUSTRIES ? undefined : industryContext(industry).kind;
}
