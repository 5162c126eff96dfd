/**
 * The closed vocabularies of an analysis, as `../shared/taxonomy.md` defines them. The stored
 * values are Spanish. `OBJECTION_TAGS` keeps the taxonomy's order, which is also the tie-break
 * when two tags score the same: the taxonomy lists the everyday objections (price, trust,
 * results) first, so a tie goes to the more common reading. `otro` is last.
 */
export const OBJECTION_TAGS = [
  'precio',
  'confianza',
  'resultados',
  'tiempo',
  'urgencia',
  'necesidad',
  'competencia',
  'autoridad',
  'miedo',
  'complejidad',
  'otro',
] as const;
export type ObjectionTag = (typeof OBJECTION_TAGS)[number];

export const EMOTIONS = [
  'frustración',
  'miedo',
  'desconfianza',
  'enojo',
  'confusión',
  'tristeza',
  'esperanza',
  'indiferencia',
  'neutral',
] as const;
export type Emotion = (typeof EMOTIONS)[number];

/** The method value stored for analyses made by the rules analyser. */
export const RULES_METHOD = 'reglas';
