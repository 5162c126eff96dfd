import type { ClauseMap } from '../clauses';
import { OBJECTION_TAGS } from '../taxonomy';
import type { ObjectionTag } from '../taxonomy';
import type { Token } from '../tokenise';
import { cueFeatures } from './cue-features';
import { labelLogLikelihoods, weightsFromCounts } from './naive-bayes';
import type { FeatureCounts } from './naive-bayes';
import { readLearnedCounts } from './read-counts';

// Chosen by leave-one-batch-out cross-validation (over a–d, confirmed over e–h with a–h): lighter
// smoothing trusts rare words too much, heavier washes out the ones seen two or three times.
const SMOOTHING = 0.3;

let weights = weightsFromCounts(
  readLearnedCounts('cue-counts.json') as FeatureCounts<ObjectionTag>,
  SMOOTHING,
  OBJECTION_TAGS,
);

/**
 * Learns from other counts than the shipped ones: the evaluation's leave-one-recipe-out runs
 * learn without one recipe's batch (`eval/run-eval.ts`).
 */
export function learnTagsFrom(other: FeatureCounts<ObjectionTag>): void {
  weights = weightsFromCounts(other, SMOOTHING, OBJECTION_TAGS);
}

/**
 * Cue weights learned from our own labelled comments: how likely each tag is (log-probability
 * per tag, `OBJECTION_TAGS` order) by a naive-Bayes model over the comment's stems, negated
 * stems and stem pairs. It reads the everyday wording the hand-written cues miss ("se me va
 * la quincena", "mi viejo") without anyone listing it.
 */
export function learnedTagScores(
  tokens: readonly Token[],
  clauses: ClauseMap,
  text: string,
): number[] {
  return labelLogLikelihoods(weights, cueFeatures(tokens, clauses, text), OBJECTION_TAGS.length);
}
