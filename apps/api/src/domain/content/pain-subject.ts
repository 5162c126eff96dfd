import { PAIN_FACETS } from '../rules-engine/lexicon/pain-facets';
import { isNeverTheSubject } from '../spanish/never-the-subject';
import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';

// A discovered pain's label is its objection's frame around what its comments talk about
// ('costo de la inscripción', 'miedo a las agujas', 'espera por el permiso'; see
// rules-engine/pain-label.ts). Catalogue labels and possessives ('decisión de su esposo') have
// no subject copy can name on its own, nor has a fear of losing money ('miedo a perder el dinero').
const FRAMED =
  /^(?:costo|desconfianza|dudas|tiempo|espera|esperar|preferencia|decisión|miedo( a dañar| a empeorar)?) (?:(?:de|por|sobre|a|en) )?(el|la|los|las|del|al) (\p{L}[\p{L} ]{1,40})$/u;

// The catalogue's pains are answered by their objection's own words: 'miedo a la deportación'
// is not a thing the business takes care of.
const CATALOGUE = new Set(
  PAIN_FACETS.flatMap((facet) => [facet.name, ...Object.values(facet.byIndustry ?? {})]).map(
    (name) => name.label,
  ),
);

const ARTICLE = { el: 'el', la: 'la', los: 'los', las: 'las', del: 'el', al: 'el' } as const;

// Besides what is never a pain's subject (`isNeverTheSubject`; labels stored before pain-label.ts
// refused those words still hold them), copy cannot answer about the business in general.
const THE_BUSINESS = new Set(['proveedor', 'servicio', 'empresa']);

/** What a pain is about, and whether it is something at risk ('dañar la cara') or feared. */
export interface PainSubject {
  readonly thing: NounPhrase;
  /** The pain fears for it (the face, the acne getting worse), not it (the needles). */
  readonly atRisk: boolean;
  /** What is feared for it: harm ('dañar la cara') or getting worse ('empeorar el acné'). */
  readonly worsens: boolean;
}

/**
 * What a discovered pain is about, as a noun phrase of its own: 'la inscripción' of 'costo de la
 * inscripción'; undefined when its label does not name one or is the catalogue's.
 *
 * @example painSubject('miedo a las agujas')?.thing // nounPhrase('las agujas')
 */
export function painSubject(label: string): PainSubject | undefined {
  const trimmed = label.trim();
  if (CATALOGUE.has(trimmed)) return undefined;
  const [, harm, article, noun] = FRAMED.exec(trimmed) ?? [];
  if (
    article === undefined ||
    noun === undefined ||
    THE_BUSINESS.has(noun) ||
    isNeverTheSubject(noun)
  )
    return undefined;
  return {
    thing: nounPhrase(`${ARTICLE[article as keyof typeof ARTICLE]} ${noun}`),
    atRisk: harm !== undefined,
    worsens: harm === ' a empeorar',
  };
}
