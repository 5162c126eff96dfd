import { readLearnedCounts } from './read-counts';

/**
 * For pairs of terms written by two comments of one objection in one industry (one term in
 * each, the other's words not in the first): in how many such pairs of comments the two voiced
 * one pain, in how many two different pains, and in how many groups (a batch's industry and
 * objection) they voiced one pain. Key: the two terms, sorted, joined by '|'. Only the pairs
 * that make a link are kept. A key of one term counts the pairs of comments that both wrote
 * it, the same way: how well it tells one pain of an objection from the others.
 */
export type PainLinkCounts = Readonly<
  Record<string, readonly [same: number, other: number, groups: number]>
>;

/** One labelled comment as the links learn from it: its pain terms and the pain it voices. */
export interface PainLinkExample {
  readonly terms: readonly string[];
  readonly pain: string;
}

// Learned from the tuning batches' gold pains, these were chosen leave-one-recipe-out (each
// recipe's tuning batch clustered with links learned without it; mean pairwise F1 of the 28
// recipes, pains surfaced): no links 0.419, 371/840; a link seen in two pairs of one pain at a
// precision of 0.5 0.435, 365; 0.6 0.438, 415; 0.65 0.435, 403; 0.8 0.416, 371. Asking for two
// groups (not one batch's wording of one pain) 0.439, 422; three 0.433, 404. Learned from 86
// recipes, links can be trusted from a lower precision: pooled pairwise F1 and pains surfaced of
// 2,580, tuning batches, 0.6 0.5233, 1,635; 0.55 0.5352, 1,683; 0.5 0.5401, 1,711; 0.45 0.5378,
// 1,698; 0.4 0.5290, 1,627; 0.3 0.4541, 698 (links chain pains together); held-out batches 0.5099,
// 1,561 at 0.6 and 0.5212, 1,603 at 0.5. At 0.5, three groups 0.5398, 1,681; three pairs 0.5385,
// 1,689; a prior of one pair 0.5287, 1,672; links weighing 0.7 0.5361, 1,692.
const MIN_SAME = 2;
const MIN_GROUPS = 2;
// How many pairs of other pains a link is assumed to have met besides those counted, so a link
// seen twice is not trusted as one seen twenty times.
const PRIOR_OTHER = 2;
const MIN_PRECISION = 0.5;

// A term is weighed by how often two comments of one objection that both wrote it voiced one
// pain: 'cancelar' or 'familia' come up in several pains of an objection, 'inscripción' in one.
// Full weight from this share of one pain's pairs; a term met in few pairs is assumed to be
// half the time in one pain. Leave-one-recipe-out on the tuning batches, mean pairwise F1 and
// pains surfaced of the 50 recipes: 0.454 and 766 of 1,500 unweighed; full weight from 0.5
// 0.465, 793; 0.6 0.470, 816; 0.7 0.473, 824; 0.8 0.472, 822. The prior (1 or 10 pairs, at
// 0.5 or 0.7) and how many pairs a term needs (1 or 3) change nothing.
const MIN_SHARED_PAIRS = 3;
const PRIOR_PAIRS = 4;
const PRIOR_PRECISION = 0.5;
const FULL_PRECISION = 0.7;

function distinctnessOf([same, other]: readonly [number, number, number]): number {
  const precision = (same + PRIOR_PAIRS * PRIOR_PRECISION) / (same + other + PRIOR_PAIRS);
  return Math.min(1, precision / FULL_PRECISION);
}

const keyOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Counts, within each group (comments of one objection in one industry of one batch, as
 * labelled), every pair of terms two comments wrote where the other did not, and keeps those
 * that join comments of one pain often enough to be links (sorted keys, stable files).
 */
export function countPainLinks(groups: ReadonlyArray<readonly PainLinkExample[]>): PainLinkCounts {
  const tally = new Map<string, [number, number, number]>();
  for (const group of groups) {
    const seenHere = new Set<string>();
    const count = (key: string, same: 0 | 1) => {
      const row = tally.get(key) ?? [0, 0, 0];
      row[same] += 1;
      if (same === 0 && !seenHere.has(key)) {
        seenHere.add(key);
        row[2] += 1;
      }
      tally.set(key, row);
    };
    const sets = group.map(({ terms }) => new Set(terms));
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const same = group[i]!.pain === group[j]!.pain ? 0 : 1;
        const onlyJ = [...sets[j]!].filter((term) => !sets[i]!.has(term));
        for (const a of sets[i]!) {
          if (sets[j]!.has(a)) count(a, same);
          else for (const b of onlyJ) count(keyOf(a, b), same);
        }
      }
    }
  }
  const kept = [...tally].filter(([key, row]) =>
    key.includes('|') ? strengthOf(row) !== undefined : row[0] + row[1] >= MIN_SHARED_PAIRS,
  );
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(kept);
}

/** What the counts teach about a comment's pain terms. */
interface Learned {
  /** Term → the terms it links to, each with how often the link joined one pain. */
  readonly links: ReadonlyMap<string, ReadonlyArray<readonly [term: string, strength: number]>>;
  /** Term → how much of its weight it keeps (`distinctnessOf`); 1 when not counted. */
  readonly distinctness: ReadonlyMap<string, number>;
}

/** How often a pair of terms joined comments of one pain, if often enough to be a link. */
function strengthOf([same, other, groups]: readonly [number, number, number]): number | undefined {
  if (same < MIN_SAME || groups < MIN_GROUPS) return undefined;
  const strength = same / (same + other + PRIOR_OTHER);
  return strength < MIN_PRECISION ? undefined : strength;
}

function learnedFrom(counts: PainLinkCounts): Learned {
  const links = new Map<string, Array<readonly [string, number]>>();
  const distinctness = new Map<string, number>();
  for (const [key, row] of Object.entries(counts)) {
    if (!key.includes('|')) {
      distinctness.set(key, distinctnessOf(row));
      continue;
    }
    const strength = strengthOf(row);
    if (strength === undefined) continue;
    const [a, b] = key.split('|') as [string, string];
    links.set(a, [...(links.get(a) ?? []), [b, strength]]);
    links.set(b, [...(links.get(b) ?? []), [a, strength]]);
  }
  return { links, distinctness };
}

let learned = learnedFrom(readLearnedCounts('pain-link-counts.json') as PainLinkCounts);

/**
 * Learns from other counts than the shipped ones: the evaluation's leave-one-recipe-out runs
 * learn without one recipe's batch (`eval/run-eval.ts`).
 */
export function learnPainLinksFrom(other: PainLinkCounts): void {
  learned = learnedFrom(other);
}

// A linked term counts this much of the word that brought it, times the link's strength: it
// brings paraphrases together without outweighing what the comment itself wrote (leave-one-
// recipe-out pairwise F1 0.439 at 0.5, 0.436 at 0.7).
const LINK_WEIGHT = 0.5;

/**
 * The `written` terms of a comment, each weighed by how well it tells pains apart, with the
 * terms they are linked to added, each at most as heavy as `LINK_WEIGHT` × the link's
 * strength × the weight of the term that brought it.
 */
export function weighAndLink(written: ReadonlyMap<string, number>): Map<string, number> {
  const { links, distinctness } = learned;
  const weights = new Map(
    [...written].map(([term, weight]) => [term, weight * (distinctness.get(term) ?? 1)] as const),
  );
  const linked = new Map(weights);
  for (const [term, weight] of weights) {
    for (const [other, strength] of links.get(term) ?? []) {
      if (weights.has(other)) continue;
      const added = weight * strength * LINK_WEIGHT;
      linked.set(other, Math.max(linked.get(other) ?? 0, added));
    }
  }
  return linked;
}
