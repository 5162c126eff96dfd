import { OBJECTION_TAGS } from '../taxonomy';
import type { ObjectionTag } from '../taxonomy';

/** One labelled comment, already turned into its features. */
export interface TrainingExample {
  readonly features: readonly string[];
  readonly tag: ObjectionTag;
}

/** In how many comments of each tag every feature was seen (tags never seen are left out). */
export type FeatureCounts = Readonly<
  Record<string, Readonly<Partial<Record<ObjectionTag, number>>>>
>;

/**
 * Learned cue weights: for each feature, one log-weight per tag in `OBJECTION_TAGS` order,
 * centred on the feature's mean, so only how a feature tilts between tags is kept.
 */
export type CueWeights = ReadonlyMap<string, readonly number[]>;

/** Counts each feature once per comment, by tag; features come out sorted (stable files). */
export function countFeatures(examples: readonly TrainingExample[]): FeatureCounts {
  const counts = new Map<string, Partial<Record<ObjectionTag, number>>>();
  for (const { features, tag } of examples) {
    for (const feature of new Set(features)) {
      const row = counts.get(feature) ?? {};
      row[tag] = (row[tag] ?? 0) + 1;
      counts.set(feature, row);
    }
  }
  const sorted = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(
    sorted.map(([feature, row]) => [
      feature,
      Object.fromEntries(OBJECTION_TAGS.filter((tag) => row[tag]).map((tag) => [tag, row[tag]])),
    ]),
  );
}

/**
 * The log-likelihoods of a multinomial naive-Bayes model over binary counts, with Laplace
 * `smoothing` added to every count so an unseen pairing is unlikely, never impossible.
 */
export function weightsFromCounts(counts: FeatureCounts, smoothing: number): CueWeights {
  const features = Object.entries(counts);
  const totals = OBJECTION_TAGS.map((tag) =>
    features.reduce((sum, [, row]) => sum + (row[tag] ?? 0), 0),
  );
  const weights = new Map<string, readonly number[]>();
  for (const [feature, row] of features) {
    const logs = OBJECTION_TAGS.map((tag, column) =>
      Math.log(
        ((row[tag] ?? 0) + smoothing) / ((totals[column] ?? 0) + smoothing * features.length),
      ),
    );
    const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
    weights.set(
      feature,
      logs.map((value) => value - mean),
    );
  }
  return weights;
}

/**
 * How likely each tag is given a comment's features, as log-probabilities in `OBJECTION_TAGS`
 * order (the tags are equally frequent in the training batches, so no prior). Features the
 * model never saw are left out; with none known every tag is equally likely.
 */
export function tagLogLikelihoods(weights: CueWeights, features: readonly string[]): number[] {
  const scores = OBJECTION_TAGS.map(() => 0);
  for (const feature of features) {
    const row = weights.get(feature);
    if (row === undefined) continue;
    for (let i = 0; i < scores.length; i += 1) scores[i] = (scores[i] ?? 0) + (row[i] ?? 0);
  }
  const top = Math.max(...scores);
  const logSum = top + Math.log(scores.reduce((sum, score) => sum + Math.exp(score - top), 0));
  return scores.map((score) => score - logSum);
}
