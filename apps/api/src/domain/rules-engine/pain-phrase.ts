import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';
import { PAIN_FACETS } from './lexicon/pain-facets';
import { discoveredPainPhrase } from './pain-label';
import type { ObjectionTag } from './taxonomy';

// The pain of each objection in general, for clusters the catalogue does not name (an AI
// model's own label, a corrected one).
const TAG_PAINS: Readonly<Record<ObjectionTag, NounPhrase>> = {
  precio: nounPhrase('el precio'),
  confianza: nounPhrase('la desconfianza'),
  resultados: nounPhrase('la duda sobre los resultados'),
  tiempo: nounPhrase('la falta de tiempo'),
  urgencia: nounPhrase('la falta de prisa por decidir'),
  necesidad: nounPhrase('la sensación de no necesitarlo'),
  competencia: nounPhrase('la comparación con otras opciones'),
  autoridad: nounPhrase('la decisión compartida con otra persona'),
  miedo: nounPhrase('el miedo a las consecuencias'),
  complejidad: nounPhrase('la complejidad del proceso'),
  otro: nounPhrase('las dudas generales'),
};

const PHRASES_BY_LABEL = new Map<string, NounPhrase>(
  PAIN_FACETS.flatMap((facet) =>
    [facet.name, ...Object.values(facet.byIndustry ?? {})].map(
      (name) => [`${facet.tag}\u0000${name.label}`, name.phrase] as const,
    ),
  ),
);

/**
 * A pain cluster as a noun phrase naming the problem, for generated sentences: the catalogue's
 * phrase for a label it knows, the phrase of a label discovered from comments ('el costo de
 * la inscripción'), else the objection's general pain. Never the raw label, which
 * reads as a database field in a sentence.
 *
 * @example definite(painPhrase('miedo a que salga mal', 'miedo')) // 'el miedo a que algo salga mal'
 */
export function painPhrase(label: string, tag: ObjectionTag): NounPhrase {
  return (
    PHRASES_BY_LABEL.get(`${tag}\u0000${label.trim()}`) ??
    discoveredPainPhrase(label, tag) ??
    TAG_PAINS[tag]
  );
}
