/**
 * The closed vocabularies of an analysis, as `../shared/taxonomy.md` defines them. The stored
 * values are Spanish; the order of `OBJECTION_TAGS` is also the tie-break order when two tags
 * score the same (the more specific resistance first, `otro` last).
 */
export const OBJECTION_TAGS = [
  'miedo',
  'confianza',
  'autoridad',
  'competencia',
  'necesidad',
  'urgencia',
  'complejidad',
  'resultados',
  'tiempo',
  'precio',
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
