import type { IndustryAnswers } from '@replica/api-client/schemas';
import type { ObjectionTag } from '../rules-engine/taxonomy';

/** How many analysed comments voice one objection tag. */
export interface ObjectionCount {
  readonly tag: ObjectionTag;
  readonly comments: number;
}

/** How many analysed comments fall in one pain cluster, with the objection most of them voice. */
export interface PainCount {
  readonly label: string;
  readonly tag: ObjectionTag;
  readonly comments: number;
}

/**
 * The figures generated text may state, counted in the database when content is generated:
 * "la objeción más repetida", "4 de 20 comentarios", "20%" come from here and nowhere else.
 * Comments without an objection ('otro') count in the total but are neither an objection nor a
 * pain to write about.
 */
export interface ContentFacts {
  /** Analysed live comments in scope. */
  readonly analysedComments: number;
  /** Objection tags other than 'otro', most comments first. */
  readonly objections: readonly ObjectionCount[];
  /** Pain clusters of an objection, most comments first. */
  readonly pains: readonly PainCount[];
  /**
   * What the business answers to each objection, in its own words ('Más de 300 clientes
   * atendidos'); none for 'todas'. Its claims, which text may repeat word for word and which are
   * not checked against the counts.
   */
  readonly answers?: IndustryAnswers;
}

/**
 * The first of a list sorted by `comments`, when it has strictly more than the second: a tie has
 * no "más repetida", so no sentence may claim one.
 */
export function strictTop<T extends { readonly comments: number }>(
  ranked: readonly T[],
): T | undefined {
  const [first, second] = ranked;
  if (first === undefined || first.comments === 0) return undefined;
  return second !== undefined && second.comments >= first.comments ? undefined : first;
}
