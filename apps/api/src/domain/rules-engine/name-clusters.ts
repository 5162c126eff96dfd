import type { ClusterCandidate } from './cluster-pains';
import { facetLabel } from './pain-facet-labels';
import { painLabel } from './pain-label';
import type { NounUse, PainTerms } from './pain-terms';
import { type Group, addInto } from './pain-groups';
import type { ObjectionTag } from './taxonomy';
import type { TermSpecificity } from './term-specificity';

/** What names the new clusters of one objection of an industry. */
export interface Naming {
  /** The objection the clusters voice. */
  readonly tag: Exclude<ObjectionTag, 'otro'>;
  readonly industry: string;
  /** The objection's usual pain in the industry: the name of a cluster nothing else names. */
  readonly main: string;
  /** The comments clustered, by index as in the groups' members. */
  readonly comments: readonly ClusterCandidate[];
  readonly specificity: TermSpecificity;
}

/**
 * Names each new cluster of `groups` after the lexicon's facet most of its comments name, else
 * after its comments' leading word ('costo de la inscripción'); two clusters given one name are
 * merged. `used` holds the names already taken (known clusters) and ends with every cluster by
 * its name.
 */
export function nameNewClusters(
  groups: readonly Group[],
  used: Map<string, Group>,
  { tag, industry, main, comments, specificity }: Naming,
): Map<string, Group> {
  // Larger clusters choose their names first, so a facet's name goes to its main cluster.
  for (const group of [...groups].sort((a, b) => b.size - a.size)) {
    if (group.label === undefined) {
      // A word every objection of the industry uses ('rodilla' in a patient's comments of
      // price, fear and time) names none of them before the words of this one.
      const written = specificity.weigh(tag, ownSum(group, comments));
      const facet = leadingFacet(written);
      const byFacet = facet === undefined ? undefined : facetLabel(facet, industry);
      const label =
        byFacet !== undefined && !used.has(byFacet)
          ? byFacet
          : (painLabel(
              tag,
              nounsOf(
                group,
                written,
                comments.map((c) => c.terms),
              ),
              { waits: mostWait(group, comments) },
            ) ?? main);
      const same = used.get(label);
      if (same !== undefined && same !== group) {
        // Two clusters given one name are one pain.
        addInto(same.sum, group.sum);
        same.size += group.size;
        same.members.push(...group.members);
        group.size = 0;
        continue;
      }
      group.label = label;
      used.set(label, group);
    }
  }
  return used;
}

/**
 * The sum of what a cluster's members wrote themselves: what names it (the centroid also holds
 * the terms learned links add, which bring paraphrases together but are nobody's words).
 */
function ownSum(group: Group, comments: readonly ClusterCandidate[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const index of group.members) {
    addInto(sum, comments[index]?.terms?.own ?? new Map<string, number>());
  }
  return sum;
}

/** The facet most of a cluster's comments name, if one term of what they wrote leads. */
function leadingFacet(written: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestWeight = 0;
  for (const [term, weight] of written) {
    if (weight > bestWeight) {
      best = term;
      bestWeight = weight;
    }
  }
  return best?.startsWith('faceta:') ? best.slice('faceta:'.length) : undefined;
}

/** Whether most comments of a time objection's cluster say how long something takes. */
function mostWait(group: Group, comments: readonly ClusterCandidate[]): boolean {
  const waiting = group.members.filter((index) => comments[index]?.terms?.waits).length;
  return waiting * 2 > group.members.length;
}

// A word two members wrote names their cluster before a heavier one only one did: learned
// links put comments together that share no word, and one comment's word is not their pain.
const sharedBy = (uses: readonly NounUse[]) => Math.min(uses.length, 2);

/** The words of a cluster's members that can name it, most voiced first. */
function nounsOf(
  group: Group,
  written: ReadonlyMap<string, number>,
  terms: ReadonlyArray<PainTerms | undefined>,
): NounUse[][] {
  const byTerm = new Map<string, NounUse[]>();
  for (const index of group.members) {
    for (const [term, use] of terms[index]?.nouns ?? []) {
      byTerm.set(term, [...(byTerm.get(term) ?? []), use]);
    }
  }
  return [...byTerm]
    .sort(
      ([termA, usesA], [termB, usesB]) =>
        sharedBy(usesB) - sharedBy(usesA) ||
        (written.get(termB) ?? 0) - (written.get(termA) ?? 0) ||
        usesB.length - usesA.length ||
        termA.localeCompare(termB),
    )
    .map(([, uses]) => uses);
}
