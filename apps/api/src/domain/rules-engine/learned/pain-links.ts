import { readLearnedCounts } from './read-counts';

/**
 * For pairs of terms written by two comments of one objection in one industry (one term in
 * each, the other's words not in the first): in how many such pairs of comments the two voiced
 * one pain, in how many two different pains, and in how many groups (a batch's industry and
 * objection) they voiced one pain. Key: the two terms, sorted, joined by '|'. Only the pairs
 * that make a link are kept.
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
// groups (not one batch's wording of one pain) 0.439, 422; three 0.433, 404.
const MIN_SAME = 2;
const MIN_GROUPS = 2;
// How many pairs of other pains a link is assumed to have met besides those counted, so a link
// seen twice is not trusted as one seen twenty times.
const PRIOR_OTHER = 2;
const MIN_PRECISION = 0.6;

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
    const sets = group.map(({ terms }) => new Set(terms));
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const same = group[i]!.pain === group[j]!.pain ? 0 : 1;
        const onlyJ = [...sets[j]!].filter((term) => !sets[i]!.has(term));
        for (const a of sets[i]!) {
          if (sets[j]!.has(a)) continue;
          for (const b of onlyJ) {
            const key = keyOf(a, b);
            const row = tally.get(key) ?? [0, 0, 0];
            row[same] += 1;
            if (same === 0 && !seenHere.has(key)) {
              seenHere.add(key);
              row[2] += 1;
            }
            tally.set(key, row);
          }
        }
      }
    }
  }
  const kept = [...tally].filter(([, row]) => strengthOf(row) !== undefined);
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(kept);
}

/** Term → the terms it links to, each with how often the link joined one pain. */
type Links = ReadonlyMap<string, ReadonlyArray<readonly [term: string, strength: number]>>;

/** How often a pair of terms joined comments of one pain, if often enough to be a link. */
function strengthOf([same, other, groups]: readonly [number, number, number]): number | undefined {
  if (same < MIN_SAME || groups < MIN_GROUPS) return undefined;
  const strength = same / (same + other + PRIOR_OTHER);
  return strength < MIN_PRECISION ? undefined : strength;
}

function linksFromCounts(counts: PainLinkCounts): Links {
  const links = new Map<string, Array<readonly [string, number]>>();
  for (const [key, row] of Object.entries(counts)) {
    const strength = strengthOf(row);
    if (strength === undefined) continue;
    const [a, b] = key.split('|') as [string, string];
    links.set(a, [...(links.get(a) ?? []), [b, strength]]);
    links.set(b, [...(links.get(b) ?? []), [a, strength]]);
  }
  return links;
}

let links = linksFromCounts(readLearnedCounts('pain-link-counts.json') as PainLinkCounts);

/**
 * Learns from other counts than the shipped ones: the evaluation's leave-one-recipe-out runs
 * learn without one recipe's batch (`eval/run-eval.ts`).
 */
export function learnPainLinksFrom(other: PainLinkCounts): void {
  links = linksFromCounts(other);
}

// A linked term counts this much of the word that brought it, times the link's strength: it
// brings paraphrases together without outweighing what the comment itself wrote (leave-one-
// recipe-out pairwise F1 0.439 at 0.5, 0.436 at 0.7).
const LINK_WEIGHT = 0.5;

/**
 * `weights` with the terms their terms are linked to added, each at most as heavy as
 * `LINK_WEIGHT` × the link's strength × the weight of the term that brought it.
 */
export function withLinkedTerms(weights: ReadonlyMap<string, number>): Map<string, number> {
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
