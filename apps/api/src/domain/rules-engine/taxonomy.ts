import { EMOTION_VALUES, OBJECTION_TAG_VALUES } from '@replica/api-client';

/**
 * The closed vocabularies of an analysis, as `../shared/taxonomy.md` defines them. The stored
 * values are Spanish. `OBJECTION_TAGS` keeps the taxonomy's order, which is also the tie-break
 * when two tags score the same: the taxonomy lists the everyday objections (price, trust,
 * results) first, so a tie goes to the more common reading. `otro` is last. The lists live in
 * the api-client, the one source for the analyser, the correction schema and the screens' pickers.
 */
export const OBJECTION_TAGS = OBJECTION_TAG_VALUES;
export type ObjectionTag = (typeof OBJECTION_TAGS)[number];

/** Whether a stored or answered tag is one of the taxonomy's (a model may answer another). */
export const isObjectionTag = (value: string | null): value is ObjectionTag =>
  (OBJECTION_TAGS as readonly (string | null)[]).includes(value);

export const EMOTIONS = EMOTION_VALUES;
export type Emotion = (typeof EMOTIONS)[number];

/** The method value stored for analyses made by the rules analyser. */
export const RULES_METHOD = 'reglas';
