import { norm } from './pain-groups';

/** One thing to cluster: a term vector, how many comments it stands for, and whether it is known. */
export interface LinkageItem {
  readonly vector: ReadonlyMap<string, number>;
  /** 1 for a comment, its size for a stored cluster: what a merge's threshold is asked for. */
  readonly comments: number;
  /** A stored cluster counts as one item and never merges with another stored one. */
  readonly known: boolean;
}

/**
 * The least mean cosine at which two clusters merge into one of `comments` comments, `known`
 * when either holds a stored cluster; it must not fall as `comments` grows or once `known`.
 */
export type LinkThreshold = (comments: number, known: boolean) => number;

/**
 * The cosine of every pair of `items` that share a term, as sparse rows: only pairs with a
 * common term are alike at all, so an objection's comments are compared through the terms
 * they share rather than all against all.
 */
function pairSimilarities(items: readonly LinkageItem[]): Map<number, number>[] {
  const holders = new Map<string, number[]>();
  items.forEach(({ vector }, index) => {
    for (const term of vector.keys()) {
      const list = holders.get(term) ?? [];
      list.push(index);
      holders.set(term, list);
    }
  });
  const dots = items.map(() => new Map<number, number>());
  for (const [term, list] of holders) {
    for (let a = 0; a < list.length; a += 1) {
      const i = list[a]!;
      const vi = items[i]!.vector.get(term)!;
      for (let b = a + 1; b < list.length; b += 1) {
        const j = list[b]!;
        const product = vi * items[j]!.vector.get(term)!;
        dots[i]!.set(j, (dots[i]!.get(j) ?? 0) + product);
      }
    }
  }
  const lengths = items.map(({ vector }) => norm(vector));
  const rows = items.map(() => new Map<number, number>());
  dots.forEach((row, i) => {
    for (const [j, dot] of row) {
      const product = lengths[i]! * lengths[j]!;
      if (product === 0 || dot <= 0) continue;
      rows[i]!.set(j, dot / product);
      rows[j]!.set(i, dot / product);
    }
  });
  return rows;
}

/**
 * Average-linkage clustering: starting from one cluster per item, merges the two clusters whose
 * items are most alike on average (the mean cosine over their pairs) while that mean is at
 * least what `least` asks of a cluster of their comments together; two known items never end in
 * one cluster. Unlike joining comments one at a time to the closest centroid, the result does not
 * depend on the order of the comments, and a cluster grows by what all its comments share rather
 * than drifting with the last one joined.
 * Quadratic in the items that share terms: callers bound how many they pass. Answers the
 * clusters as lists of item indices, each in ascending order.
 */
export function averageLinkage(items: readonly LinkageItem[], least: LinkThreshold): number[][] {
  // Sums of the pair cosines between two clusters, kept as clusters merge (Lance–Williams).
  const sums = pairSimilarities(items);
  const sizes = items.map(() => 1);
  const comments = items.map((item) => item.comments);
  const known = items.map((item) => item.known);
  const members = items.map((_, index) => [index]);
  const alive = items.map(() => true);

  const bestOf = (i: number): { to: number; score: number } => {
    let to = -1;
    let score = -Infinity;
    for (const [j, sum] of sums[i]!) {
      if (!alive[j] || (known[i] && known[j])) continue;
      const mean = sum / (sizes[i]! * sizes[j]!);
      if (mean < least(comments[i]! + comments[j]!, known[i]! || known[j]!)) continue;
      if (mean > score || (mean === score && (to < 0 || j < to))) {
        to = j;
        score = mean;
      }
    }
    return { to, score };
  };
  const best = items.map((_, index) => bestOf(index));

  for (;;) {
    let from = -1;
    for (let i = 0; i < items.length; i += 1) {
      if (!alive[i] || best[i]!.to < 0) continue;
      if (from < 0 || best[i]!.score > best[from]!.score) from = i;
    }
    if (from < 0) break;
    const other = best[from]!.to;
    // A known cluster keeps its identity: the other one merges into it.
    const [into, gone] = known[other] ? [other, from] : [from, other];
    for (const [k, sum] of sums[gone]!) {
      if (k === into) continue;
      const merged = (sums[into]!.get(k) ?? 0) + sum;
      sums[into]!.set(k, merged);
      sums[k]!.set(into, merged);
      sums[k]!.delete(gone);
    }
    sums[into]!.delete(gone);
    sums[gone]!.clear();
    sizes[into]! += sizes[gone]!;
    comments[into]! += comments[gone]!;
    known[into] = known[into]! || known[gone]!;
    members[into]!.push(...members[gone]!);
    alive[gone] = false;
    // A mean with the merged cluster never exceeds the larger of the two it replaces, and what
    // it must reach never falls, so only the clusters whose best was one of them, and the
    // merged one, need looking again.
    best[into] = bestOf(into);
    for (let k = 0; k < items.length; k += 1) {
      if (!alive[k] || k === into) continue;
      if (best[k]!.to === into || best[k]!.to === gone) best[k] = bestOf(k);
    }
  }
  return members.filter((_, index) => alive[index]).map((list) => list.sort((a, b) => a - b));
}
