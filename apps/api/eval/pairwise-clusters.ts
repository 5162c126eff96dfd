/** One item of a clustering: its group (pairs are only formed inside a group) and both labels. */
export interface ClusteredItem {
  readonly group: string;
  readonly gold: string;
  readonly predicted: string;
}

export interface PairwiseScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** Pairs that share a gold cluster. */
  readonly goldPairs: number;
  /** Pairs that share a predicted cluster. */
  readonly predictedPairs: number;
  /** Pairs that share both. */
  readonly bothPairs: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const pairs = (n: number) => (n * (n - 1)) / 2;

function pairsSharing(items: readonly ClusteredItem[], key: (item: ClusteredItem) => string) {
  const sizes = new Map<string, number>();
  for (const item of items) {
    const id = `${item.group}\u0000${key(item)}`;
    sizes.set(id, (sizes.get(id) ?? 0) + 1);
  }
  let total = 0;
  for (const size of sizes.values()) total += pairs(size);
  return total;
}

/**
 * Pairwise precision, recall and F1 of a clustering against gold clusters: over every pair of
 * items in the same group, precision is the share of pairs put together that belong together,
 * recall the share of pairs that belong together that were put together. It needs no matching
 * of label names, so 'costo por sesión alto' may stand for gold 'precio alto del tratamiento'.
 */
export function pairwiseClusterScore(items: readonly ClusteredItem[]): PairwiseScore {
  const goldPairs = pairsSharing(items, (item) => item.gold);
  const predictedPairs = pairsSharing(items, (item) => item.predicted);
  const bothPairs = pairsSharing(items, (item) => `${item.gold}\u0000${item.predicted}`);
  return fromPairs(goldPairs, predictedPairs, bothPairs);
}

function fromPairs(goldPairs: number, predictedPairs: number, bothPairs: number): PairwiseScore {
  const precision = ratio(bothPairs, predictedPairs);
  const recall = ratio(bothPairs, goldPairs);
  return {
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
    goldPairs,
    predictedPairs,
    bothPairs,
  };
}

/**
 * The pairwise score of several labelled sets together, their pairs summed: each set's gold
 * clusters were named by its own writer, so a pair is only ever formed inside one set.
 */
export function pooledPairwiseScore(scores: readonly PairwiseScore[]): PairwiseScore {
  const sum = (key: 'goldPairs' | 'predictedPairs' | 'bothPairs') =>
    scores.reduce((total, score) => total + score[key], 0);
  return fromPairs(sum('goldPairs'), sum('predictedPairs'), sum('bothPairs'));
}

/** How many gold clusters came out as a cluster of their own, of how many. */
export interface SurfacedScore {
  readonly surfaced: number;
  readonly pains: number;
}

// A gold pain is surfaced when one predicted label holds at least half of its items and at
// least this share of that label's items are the pain's.
const MIN_HELD = 0.5;
const MIN_PURITY = 0.6;

/**
 * The gold clusters (of at least `minSize` items) surfaced as their own predicted cluster: a
 * predicted label holding at least half of the pain's items, with at least 60% of that label's
 * items from the pain (the measure of the recipes' 'pains surfaced' target).
 */
export function surfacedClusters(items: readonly ClusteredItem[], minSize = 3): SurfacedScore {
  const count = (key: (item: ClusteredItem) => string) => {
    const sizes = new Map<string, number>();
    for (const item of items) sizes.set(key(item), (sizes.get(key(item)) ?? 0) + 1);
    return sizes;
  };
  const goldSizes = count((item) => `${item.group}\u0000${item.gold}`);
  const predictedSizes = count((item) => `${item.group}\u0000${item.predicted}`);
  const both = count((item) => `${item.group}\u0000${item.gold}\u0000${item.predicted}`);
  let surfaced = 0;
  let pains = 0;
  for (const [gold, size] of goldSizes) {
    if (size < minSize) continue;
    pains += 1;
    const found = [...both].some(([key, held]) => {
      if (!key.startsWith(`${gold}\u0000`)) return false;
      const predicted = `${gold.split('\u0000')[0]}\u0000${key.split('\u0000')[2]}`;
      return held >= size * MIN_HELD && held / (predictedSizes.get(predicted) ?? 1) >= MIN_PURITY;
    });
    if (found) surfaced += 1;
  }
  return { surfaced, pains };
}
