import type { ClauseMap } from '../clauses';
import { EMOTIONS } from '../taxonomy';
import type { Emotion, ObjectionTag } from '../taxonomy';
import type { Token } from '../tokenise';
import { cueFeatures } from './cue-features';
import { labelLogLikelihoods, weightsFromCounts } from './naive-bayes';
import type { FeatureCounts } from './naive-bayes';
import { readLearnedCounts } from './read-counts';

const SMOOTHING = 0.3;

let weights = weightsFromCounts(
  readLearnedCounts('emotion-counts.json') as FeatureCounts<Emotion>,
  SMOOTHING,
  EMOTIONS,
);

/**
 * Learns from other counts than the shipped ones: the evaluation's leave-one-recipe-out runs
 * learn without one recipe's batch (`eval/run-eval.ts`).
 */
export function learnEmotionsFrom(other: FeatureCounts<Emotion>): void {
  weights = weightsFromCounts(other, SMOOTHING, EMOTIONS);
}

/**
 * What the emotion model reads: the comment's cue features and its objection, since most of
 * what an emotion is follows from the objection (a price objection frustrates, a doubt about
 * the provider distrusts) and the words say where it differs.
 */
export function emotionFeatures(
  tokens: readonly Token[],
  clauses: ClauseMap,
  text: string,
  tag: ObjectionTag,
): string[] {
  return [...cueFeatures(tokens, clauses, text), `#objecion ${tag}`];
}

/**
 * How likely each emotion is (log-probability per emotion, `EMOTIONS` order) by a naive-Bayes
 * model learned from our own labelled comments: it reads that a turnaround testimonial ("pensé
 * que era caro y al final…") hopes and a joke ("jajaja el gato") is neutral without anyone
 * listing either.
 */
export function learnedEmotionScores(
  tokens: readonly Token[],
  clauses: ClauseMap,
  text: string,
  tag: ObjectionTag,
): number[] {
  return labelLogLikelihoods(weights, emotionFeatures(tokens, clauses, text, tag), EMOTIONS.length);
}
