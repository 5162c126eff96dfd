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
 * labels is kept. Stored as one row per feature in a flat array: a rules thread holds two models
 * of some 60,000 features each, and as arrays of their own they took a thread's heap to its
 * ceiling (`rules-pool.ts`), where collecting garbage made the rules five times slower.
 */
export interface CueWeights {
  /** Where each feature's row starts in `values`. */
  readonly rowOf: ReadonlyMap<string, number>;
  readonly values: Float64Array;
}

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
  const rowOf = new Map<string, number>();
  const values = new Float64Array(features.length * labels.length);
  features.forEach(([feature, row], index) => {
    const logs = labels.map((label, column) =>
      Math.log(
        ((row[label] ?? 0) + smoothing) / ((totals[column] ?? 0) + smoothing * features.length),
      ),
    );
    const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
    const start = index * labels.length;
    rowOf.set(feature, start);
    logs.forEach((value, column) => (values[start + column] = value - mean));
  });
  return { rowOf, values };
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
    const start = weights.rowOf.get(feature);
    if (start === undefined) continue;
    for (let i = 0; i < size; i += 1) scores[i]! += weights.values[start + i]!;
  }
  let top = -Infinity;
  for (const score of scores) if (score > top) top = score;
  let sum = 0;
  for (const score of scores) sum += Math.exp(score - top);
  const logSum = top + Math.log(sum);
  return scores.map((score) => score - logSum);
}
