import { canonicalPainLabel, mainPainLabel } from './pain-cluster';
import { OBJECTION_TAGS, type ObjectionTag } from './taxonomy';

const isObjectionTag = (value: string): value is ObjectionTag =>
  (OBJECTION_TAGS as readonly string[]).includes(value);

/** An analysed comment of an industry, as clustering reads it. */
export interface ClusterCandidate {
  /** Its objection tag; an AI model's tag outside the taxonomy leaves its label alone. */
  readonly tag: string;
  /** The label its analysis gave (rules, AI model or an older version). */
  readonly label: string;
  /** How many comments it stands for (an existing cluster counts as its size); 1 by default. */
  readonly weight?: number;
}

// A pain stands as a cluster of its own once this many comments of its objection voice it and
// they are at least this share of them; smaller ones join their objection's main cluster. Three
// comments make a pattern a marketer can answer; fewer read as 'Frecuencia: 1' noise.
const MIN_CLUSTER_COMMENTS = 3;
const MIN_CLUSTER_SHARE = 0.15;

/**
 * The pain-cluster label of each comment of one industry, in order. Labels are first made
 * canonical (an AI model's "costo elevado por sesión" is the catalogue's price pain), then,
 * objection by objection, pains voiced by too few comments join the objection's largest pain
 * (its usual one in the industry on a tie), so the report's frequencies count what customers
 * mean rather than how they phrase it. Non-objections keep their kind (praise, spam, …).
 */
export function clusterIndustryPains(
  industry: string,
  comments: readonly ClusterCandidate[],
): string[] {
  const labels = comments.map(({ label, tag }) =>
    isObjectionTag(tag) ? canonicalPainLabel(label, tag, industry) : label.trim(),
  );
  const byTag = new Map<ObjectionTag, Map<string, number>>();
  comments.forEach(({ tag, weight = 1 }, index) => {
    if (!isObjectionTag(tag)) return;
    const counts = byTag.get(tag) ?? new Map<string, number>();
    counts.set(labels[index]!, (counts.get(labels[index]!) ?? 0) + weight);
    byTag.set(tag, counts);
  });

  const target = new Map<ObjectionTag, (label: string) => string>();
  for (const [tag, counts] of byTag) {
    if (tag === 'otro') continue;
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const main = mainPainLabel(tag, industry);
    const ranked = [...counts].sort(
      ([a, countA], [b, countB]) =>
        countB - countA || Number(b === main) - Number(a === main) || a.localeCompare(b),
    );
    const largest = ranked[0]![0];
    const stands = (label: string) => {
      const count = counts.get(label) ?? 0;
      return (
        label === largest || (count >= MIN_CLUSTER_COMMENTS && count / total >= MIN_CLUSTER_SHARE)
      );
    };
    target.set(tag, (label) => (stands(label) ? label : largest));
  }
  return comments.map(
    ({ tag }, index) =>
      (isObjectionTag(tag) ? target.get(tag)?.(labels[index]!) : undefined) ?? labels[index]!,
  );
}
