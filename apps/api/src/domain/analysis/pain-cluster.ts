import { isNegated, opensWithNegation } from './clauses';
import type { ClauseMap } from './clauses';
import { CueIndex } from './cue-index';
import { industryContext } from './industry-context';
import { FALLBACK_PAINS, PAIN_CUES } from './lexicon/pains';
import { OBJECTION_TAGS } from './taxonomy';
import type { ObjectionTag } from './taxonomy';
import type { Token } from './tokenise';

interface PainCue {
  readonly label: string;
  /** Position in the tag's list: the lower, the more concrete. */
  readonly rank: number;
}

const PAIN_INDEX: ReadonlyMap<ObjectionTag, CueIndex<PainCue>> = new Map(
  OBJECTION_TAGS.map((tag) => [
    tag,
    new CueIndex(
      PAIN_CUES[tag].map(([pattern, label], rank) => [pattern, { label, rank }] as const),
    ),
  ]),
);

/**
 * The pain cluster of a comment: the most concrete pain cue of its objection found in its
 * words (not negated), else a label built from the industry's offer. Comments that voice the
 * same concrete pain in an industry therefore share a label.
 *
 * @example painClusterLabel(tokenise('cobran 300 por sesión'), …, 'precio', 'Clínica Estética')
 * // → 'costo por sesión alto'
 */
export function painClusterLabel(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
  industry: string,
): string {
  let best: PainCue | undefined;
  for (const { payload, pattern, start } of PAIN_INDEX.get(tag)?.findAll(tokens) ?? []) {
    if (!opensWithNegation(pattern) && isNegated(tokens, clauses, start)) continue;
    if (best === undefined || payload.rank < best.rank) best = payload;
  }
  return best?.label ?? FALLBACK_PAINS[tag](industryContext(industry));
}
