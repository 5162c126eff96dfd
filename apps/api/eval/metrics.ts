/** One labelled example and what the analyser said. */
export interface Prediction {
  readonly gold: string;
  readonly predicted: string;
}

export interface LabelMetrics {
  readonly label: string;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** Examples whose gold label is this one. */
  readonly support: number;
}

export interface Confusion {
  readonly gold: string;
  readonly predicted: string;
  readonly count: number;
}

export interface ClassificationReport {
  readonly accuracy: number;
  readonly perLabel: readonly LabelMetrics[];
  /** Unweighted mean of the per-label F1 over every label asked for, present or not. */
  readonly macroF1: number;
  /** Mistakes by (gold, predicted) pair, most frequent first. */
  readonly confusions: readonly Confusion[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Accuracy, per-label precision/recall/F1 and macro-F1 over `labels`. A label never predicted
 * has precision 0 and a label never present has recall 0 (scikit-learn's `zero_division=0`),
 * so a missing label lowers the macro average instead of being skipped.
 */
export function classificationReport(
  predictions: readonly Prediction[],
  labels: readonly string[],
): ClassificationReport {
  const perLabel = labels.map((label): LabelMetrics => {
    let truePositives = 0;
    let predicted = 0;
    let support = 0;
    for (const { gold, predicted: guess } of predictions) {
      if (guess === label) predicted += 1;
      if (gold === label) support += 1;
      if (gold === label && guess === label) truePositives += 1;
    }
    const precision = ratio(truePositives, predicted);
    const recall = ratio(truePositives, support);
    const f1 = ratio(2 * precision * recall, precision + recall);
    return { label, precision, recall, f1, support };
  });

  const mistakes = new Map<string, Confusion>();
  for (const { gold, predicted } of predictions) {
    if (gold === predicted) continue;
    const key = `${gold}\u0000${predicted}`;
    mistakes.set(key, { gold, predicted, count: (mistakes.get(key)?.count ?? 0) + 1 });
  }
  const correct = predictions.filter(({ gold, predicted }) => gold === predicted).length;
  return {
    accuracy: ratio(correct, predictions.length),
    perLabel,
    macroF1: ratio(
      perLabel.reduce((sum, { f1 }) => sum + f1, 0),
      labels.length,
    ),
    confusions: [...mistakes.values()].sort(
      (a, b) =>
        b.count - a.count || a.gold.localeCompare(b.gold) || a.predicted.localeCompare(b.predicted),
    ),
  };
}
