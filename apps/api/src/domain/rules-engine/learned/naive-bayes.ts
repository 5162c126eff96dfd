/** One labelled comment, already turned into its features. */
export interface TrainingExample<Label extends string> {
  readonly features: readonly string[];
  readonly label: Label;
}

/** In how many comments of each label every feature was seen (labels never seen are left out). */
export type FeatureCounts<Label extends string> = Readonly<
  Record<string, Readonly<Partial<Record<Label, number>>>>
>;

/**
 * Learned weights: for each feature, one log-weight per label in the order of the labels the
 * model was built with, centred on the feature's mean, so only how a feature tilts between
 * labels is kept.
 */
export type CueWeights = ReadonlyMap<string, readonly number[]>;

/** Counts each feature once per comment, by label; features come out sorted (stable files). */
export function countFeatures<Label extends string>(
  examples: readonly TrainingExample<Label>[],
  labels: readonly Label[],
): FeatureCounts<Label> {
  const counts = new Map<string, Map<Label, number>>();
  for (const { features, label } of examples) {
    for (const feature of new Set(features)) {
      const row = counts.get(feature) ?? new Map<Label, number>();
      row.set(label, (row.get(label) ?? 0) + 1);
      counts.set(feature, row);
    }
  }
  const sorted = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(
    sorted.map(([feature, row]) => [
      feature,
      Object.fromEntries(
        labels.filter((label) => row.has(label)).map((label) => [label, row.get(label)]),
      ),
    ]),
  ) as FeatureCounts<Label>;
}

/**
 * The log-likelihoods of a multinomial naive-Bayes model over binary counts, with Laplace
 * `smoothing` added to every count so an unseen pairing is unlikely, never impossible.
 */
export function weightsFromCounts<Label extends string>(
  counts: FeatureCounts<Label>,
  smoothing: number,
  labels: readonly Label[],
): CueWeights {
  const features = Object.entries<Readonly<Partial<Record<Label, number>>>>(counts);
  const totals = labels.map((label) =>
    features.reduce((sum, [, row]) => sum + (row[label] ?? 0), 0),
  );
  const weights = new Map<string, readonly number[]>();
  for (const [feature, row] of features) {
    const logs = labels.map((label, column) =>
      Math.log(
        ((row[label] ?? 0) + smoothing) / ((totals[column] ?? 0) + smoothing * features.length),
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
 * How likely each of `size` labels is given a comment's features, as log-probabilities in the
 * model's label order (no prior: what a label usually is enters as a feature, if at all).
 * Features the model never saw are left out; with none known every label is equally likely.
 */
export function labelLogLikelihoods(
  weights: CueWeights,
  features: readonly string[],
  size: number,
): number[] {
  // Plain loops over a zero-filled array: this runs twice for every comment analysed.
  const scores = new Array<number>(size).fill(0);
  for (const feature of features) {
    const row = weights.get(feature);
    if (row === undefined) continue;
    for (let i = 0; i < size; i += 1) scores[i]! += row[i] ?? 0;
  }
  let top = -Infinity;
  for (const score of scores) if (score > top) top = score;
  let sum = 0;
  for (const score of scores) sum += Math.exp(score - top);
  const logSum = top + Math.log(sum);
  return scores.map((score) => score - logSum);
}
