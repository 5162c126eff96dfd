import { averageLinkage } from './average-linkage';
import { nameNewClusters } from './name-clusters';
import { canonicalPainLabel, mainPainLabel } from './pain-facet-labels';
import type { PainTerms } from './pain-terms';
import { type Group, Groups, addInto, cosine, groupOf, newGroup, norm } from './pain-groups';
import { OBJECTION_TAGS, type ObjectionTag, isObjectionTag } from './taxonomy';
import { TermSpecificity } from './term-specificity';

/** A freshly analysed comment of an industry, as clustering reads it. */
export interface ClusterCandidate {
  /** Its objection tag; an AI model's tag outside the taxonomy leaves its label alone. */
  readonly tag: string;
  /** The label its analysis gave (rules, AI model or an older version). */
  readonly label: string;
  /** What it says beyond its objection (`painTerms`); none: it keeps a canonical label. */
  readonly terms?: PainTerms;
  /** A known cluster of its objection it joins whatever it says (a model's choice). */
  readonly pinnedTo?: string;
  /**
   * The objection the rules nearly read it as, with what it says under that one: left in its
   * own objection's usual pain, it joins a pain of this objection it is close to, read as it.
   */
  readonly secondReading?: { readonly tag: ObjectionTag; readonly terms: PainTerms };
}

/** A cluster of an industry: its label, objection, and the sum of its comments' term vectors. */
export interface PainCluster {
  readonly tag: ObjectionTag;
  readonly label: string;
  readonly centroid: ReadonlyMap<string, number>;
  /** How many comments it holds. */
  readonly size: number;
}

export interface Clustering {
  /** The label of each candidate, in order. */
  readonly labels: string[];
  /** Every cluster the candidates joined or opened, with them in it. */
  readonly clusters: PainCluster[];
  /**
   * Whether each candidate is in its objection's usual pain only because no other says what it
   * says: clustered again with the next comments, it may yet find its partner.
   */
  readonly awaiting: boolean[];
  /** The objection of each candidate: its own, or its second reading's when it joined a pain of it. */
  readonly tags: string[];
}

// A comment joins a cluster whose centroid is at least this close (cosine of term vectors);
// two clusters this close are one pain. Two comments of four like terms that share one are
// 0.25 close, not enough; sharing a facet (weight 1.5) or two words is. Leave-one-recipe-out
// on the tuning batches of `eval/`, mean pairwise F1 of six recipes: 0.415 at 0.25, 0.422 at
// 0.3, 0.425 at 0.35 with 4 fewer pains surfaced, 0.40 at 0.2.
const JOIN_SIMILARITY = 0.3;
const MERGE_SIMILARITY = 0.3;
// Average linkage merges two clusters while their comments' mean pairwise cosine is at least
// this (a mean over pairs runs lower than a cosine to a centroid). Leave-one-recipe-out on the
// tuning batches of 76 recipes, pooled pairwise F1 and pains surfaced of 2,280: one at a time
// 0.5146, 1,340; average linkage at 0.2 0.5107, 1,395; 0.15 0.5148, 1,409 (centroid linkage at
// 0.3: 0.5172, 1,348). Held-out batches: 0.4994, 1,296 one at a time; 0.4972, 1,333 at 0.2;
// 0.4981, 1,343 at 0.15. At 0.15 a word every objection of a small industry uses joins two pains
// of one objection and names them ('costo de la rodilla' in `cluster-pains.test.ts`, pairs 0.18
// alike on average), and weighing such words down harder (share^0.6) lost on the held-out
// batches (0.4967, 1,325): 0.2 kept them apart. Once small merges asked less
// (`SMALL_LINK_SIMILARITY`), larger ones could ask more: with them, 0.2 0.5176, 1,424; 0.25
// 0.5188, 1,435; 0.3 0.5197, 1,435; 0.35 0.5187, 1,434 (held-out 0.5017, 1,352 at 0.2; 0.5020,
// 1,361 at 0.3).
const LINK_SIMILARITY = 0.3;
// A pain voiced by a handful of comments has few pairs to average over, and two paraphrases
// that share one word read 0.1–0.2 alike: clusters that together hold this many comments or
// fewer merge from this lower mean, so the fragments of one pain meet instead of each being
// folded into another pain or left in the usual one. Leave-one-recipe-out over 76 recipes,
// pooled pairwise F1 and pains surfaced of 2,280, tuning batches (large merges from 0.2): none
// 0.5107, 1,395; up to 4 from 0.15 0.5134, 1,419; 4 from 0.1 0.5129, 1,428; 5 from 0.12
// 0.5176, 1,424; 6 from 0.12 0.5157, 1,419; 6 from 0.1 0.5164, 1,429; 8 from 0.12 0.5156,
// 1,410; 10 from 0.15 0.5150, 1,413; only a lone comment joining from 0.12 0.5083, 1,376.
// Held-out batches: 0.4972, 1,333 without; 0.5017, 1,352 at 5 from 0.12. The cost: two pains
// of two comments each that share a word every objection of the industry uses now meet (from
// three comments each they stay apart, `cluster-pains.test.ts`). A stored cluster draws
// comments only from `LINK_SIMILARITY`, as it draws lone ones only from
// `LONE_JOIN_KNOWN_SIMILARITY`.
const SMALL_CLUSTER = 5;
const SMALL_LINK_SIMILARITY = 0.12;
const linkThreshold = (comments: number, known: boolean) =>
  !known && comments <= SMALL_CLUSTER ? SMALL_LINK_SIMILARITY : LINK_SIMILARITY;
// Average linkage compares the comments that share a term pairwise: beyond this many comments
// and known clusters of one objection (an industry clustered again whole) they join one at a
// time. 2,000 comments of one industry: 1.0–1.7 s linked, 2.1–2.8 s one at a time; 12,000 (about
// 1,000 an objection): 76–85 s linked, 35–37 s one at a time (a machine loaded by other work).
const LINKAGE_MAX = 1_000;

// A comment that shares its words with no other stays with its objection's usual pain until
// another voices the same: a cluster of one is noise to a marketer, and on the tuning batches
// folding them scored better (pairwise F1 0.28 → 0.39 on the paraphrase recipe).
const MIN_NEW_CLUSTER = 2;
// Such a comment still joins the cluster it is closest to, if this close: the usual pain would
// hold it with every other pain's lone comments. Leave-one-recipe-out on the tuning batches:
// pairwise F1 0.389 (none joined) → 0.398 at 0.15 (0.393 at 0.2, 0.385 at 0.1). Measured again
// over 76 recipes once terms were weighed by how specific they are to the objection, pooled
// pairwise F1 and pains surfaced of 2,280: 0.2 0.493, 1,284; 0.15 0.504, 1,318; 0.1 0.507,
// 1,316; 0.05 0.501, 1,245; the held-out batches 0.484, 1,240 at 0.15 and 0.494, 1,302 at 0.1.
// With average linkage and its thresholds for small and large merges (0.12, 0.3): 0.15 0.5117,
// 1,405 (0.2 for large ones); 0.1 0.5197, 1,435; 0.07 0.5214, 1,443; held-out 0.5020, 1,361 at
// 0.1 and 0.5055, 1,360 at 0.07. 0.07 folds a clinic's 'qué precio tan alto por un relleno' into
// 'sin dinero para pagar' (`load-content-insights.test.ts`): the same pains surfaced are not
// worth a fold that reads wrong.
const LONE_JOIN_SIMILARITY = 0.1;
// A cluster known from earlier analyses draws a lone comment only from this close: it is
// usually large, and a lone comment it holds no longer awaits a partner among the next
// comments. Clustering each industry of the tuning batches in chunks of 25 comments (lone
// comments clustered again with each chunk), pooled pairwise F1 and pains surfaced 0.493, 1,100
// of 2,280 at 0.1, 0.495, 1,141 at 0.15, 0.485, 1,181 at 0.3; in one pass, 0.507, 1,316 at both.
const LONE_JOIN_KNOWN_SIMILARITY = 0.15;
// A comment left in its objection's usual pain joins a pain of its second reading's objection
// (`secondReading`) from this close, and is then read as that objection. Leave-one-recipe-out
// on the tuning batches of 76 recipes, pooled pairwise F1, pains surfaced of 2,280 and tag
// macro-F1, a second reading taken within 1 of the first (`SECOND_READING_MARGIN`): none
// 0.5068, 1,316, 0.8714; from 0.3 0.5106, 1,325, 0.8766; 0.2 0.5108, 1,324, 0.8787; 0.15 0.5106,
// 1,323, 0.8798. Held-out batches at 0.2: 0.4936 → 0.4981, 1,302 → 1,303, 0.8496 → 0.8561.
const SECOND_READING_JOIN = 0.2;

/**
 * Clusters the comments of one objection, by average linkage up to `LINKAGE_MAX` of them and one
 * at a time beyond; a new cluster that holds two pains is then split in two. Known clusters never
 * merge with each other, and a comment pinned to one stays in it.
 */
function clusterObjection(
  vectors: ReadonlyArray<ReadonlyMap<string, number>>,
  members: readonly number[],
  known: readonly Group[],
  pinned: ReadonlyMap<number, Group> = new Map(),
): Group[] {
  const kept =
    members.length + known.length <= LINKAGE_MAX
      ? linkObjection(vectors, members, known, pinned)
      : joinOneByOne(vectors, members, known, pinned);
  return kept.flatMap((group) => (group.known ? [group] : splitInTwo(group, vectors, pinned)));
}

/**
 * Average linkage over the objection's comments and its known clusters (each as one item, its
 * centroid with the comments pinned to it): see `averageLinkage`.
 */
function linkObjection(
  vectors: ReadonlyArray<ReadonlyMap<string, number>>,
  members: readonly number[],
  known: readonly Group[],
  pinned: ReadonlyMap<number, Group>,
): Group[] {
  const join = (group: Group, index: number) => {
    addInto(group.sum, vectors[index]!);
    group.length = norm(group.sum);
    group.size += 1;
    group.members.push(index);
  };
  for (const index of members) {
    const group = pinned.get(index);
    if (group) join(group, index);
  }
  const free = members.filter((index) => !pinned.has(index));
  const items = [
    ...known.map((group) => ({ vector: group.sum, comments: group.size, known: true })),
    ...free.map((index) => ({ vector: vectors[index]!, comments: 1, known: false })),
  ];
  return averageLinkage(items, linkThreshold).map((cluster) => {
    const group = cluster[0]! < known.length ? known[cluster[0]!]! : newGroup();
    for (const item of cluster) if (item >= known.length) join(group, free[item - known.length]!);
    return group;
  });
}

/**
 * Clusters the comments of one objection one at a time: each joins the closest cluster (known
 * or opened by an earlier comment) or opens its own; new clusters that turn out close are
 * merged; then each comment moves to the cluster now closest to it. Linear in the comments, for
 * an industry clustered again whole.
 */
function joinOneByOne(
  vectors: ReadonlyArray<ReadonlyMap<string, number>>,
  members: readonly number[],
  known: readonly Group[],
  pinned: ReadonlyMap<number, Group>,
): Group[] {
  const groups = new Groups();
  for (const group of known) groups.add(group);
  for (const index of members) {
    const vector = vectors[index]!;
    let group = pinned.get(index) ?? groups.closest(vector, JOIN_SIMILARITY);
    if (group === undefined) {
      group = newGroup();
      groups.add(group);
    }
    groups.move(group, vector, 1);
    group.members.push(index);
  }
  for (const group of groups.all) {
    if (group.known || group.size === 0) continue;
    const into = groups.closest(group.sum, MERGE_SIMILARITY, group);
    if (into === undefined) continue;
    groups.move(into, group.sum, 1, group.size);
    into.members.push(...group.members);
    group.sum.clear();
    group.length = 0;
    group.size = 0;
    group.members.length = 0;
  }
  for (const group of groups.all) {
    for (const index of [...group.members]) {
      if (pinned.has(index)) continue;
      const vector = vectors[index]!;
      const best = groups.closest(vector, JOIN_SIMILARITY);
      if (best === undefined || best === group) continue;
      const length = norm(vector);
      if (cosine(vector, length, group) >= cosine(vector, length, best)) continue;
      groups.move(group, vector, -1);
      group.members.splice(group.members.indexOf(index), 1);
      groups.move(best, vector, 1);
      best.members.push(index);
    }
  }
  return groups.all.filter((group) => group.size > 0);
}

// A new cluster of this many comments or more is split in two when its halves are less alike
// than this (cosine of their centroids): incremental joining lets a large cluster draw in a
// neighbouring pain. Leave-one-recipe-out on the tuning batches: pains surfaced 421 → 436 of
// 840, pairwise F1 0.438 → 0.440 (at 0.3, 423 and 0.438; at 0.7, 438 and 0.438; from 8
// comments at 0.6, 431 and 0.440); the recipes' held-out batches 374 → 387, 0.415 both.
const SPLIT_MIN = 6;
const SPLIT_SIMILARITY = 0.5;
// Two-means settles within a few rounds on clusters this size.
const SPLIT_ROUNDS = 5;

/** The member of `members` least like `group`'s centroid. */
function leastLike(
  vectors: ReadonlyArray<ReadonlyMap<string, number>>,
  members: readonly number[],
  group: Group,
): number {
  let farthest = members[0]!;
  let lowest = Infinity;
  for (const index of members) {
    const vector = vectors[index]!;
    const score = cosine(vector, norm(vector), group);
    if (score < lowest) {
      lowest = score;
      farthest = index;
    }
  }
  return farthest;
}

/**
 * A new cluster that holds two pains, as two: two-means from the member least like the whole
 * and the one least like that one, kept apart when the halves are less alike than
 * `SPLIT_SIMILARITY`. Linear in the cluster's size, as an industry re-clustered whole has large
 * ones; a cluster holding a model's pinned choice stays whole.
 */
function splitInTwo(
  group: Group,
  vectors: ReadonlyArray<ReadonlyMap<string, number>>,
  pinned: ReadonlyMap<number, Group>,
): Group[] {
  const { members } = group;
  if (members.length < SPLIT_MIN || members.some((index) => pinned.has(index))) return [group];
  const first = leastLike(vectors, members, group);
  let a = groupOf(vectors, [first]);
  let b = groupOf(vectors, [leastLike(vectors, members, a)]);
  for (let round = 0; round < SPLIT_ROUNDS; round += 1) {
    const toA: number[] = [];
    const toB: number[] = [];
    for (const index of members) {
      const vector = vectors[index]!;
      const length = norm(vector);
      (cosine(vector, length, a) >= cosine(vector, length, b) ? toA : toB).push(index);
    }
    if (toA.length < MIN_NEW_CLUSTER || toB.length < MIN_NEW_CLUSTER) return [group];
    a = groupOf(vectors, toA);
    b = groupOf(vectors, toB);
  }
  return cosine(a.sum, a.length, b) < SPLIT_SIMILARITY ? [a, b] : [group];
}

/**
 * Folds each new cluster of fewer than `MIN_NEW_CLUSTER` comments into the closest cluster
 * kept, when it is at least `LONE_JOIN_SIMILARITY` close (`LONE_JOIN_KNOWN_SIMILARITY` for a
 * known one); those it cannot place join the objection's usual pain, awaiting a partner.
 */
function foldLoneComments(groups: readonly Group[]): { kept: Group[]; unplaced: Group[] } {
  const isLone = (group: Group) => !group.known && group.size < MIN_NEW_CLUSTER;
  const kept = groups.filter((group) => !isLone(group));
  const unplaced: Group[] = [];
  for (const lone of groups.filter(isLone)) {
    let best: Group | undefined;
    let bestScore = LONE_JOIN_SIMILARITY;
    for (const group of kept) {
      const score = cosine(lone.sum, lone.length, group);
      const least = group.known ? LONE_JOIN_KNOWN_SIMILARITY : LONE_JOIN_SIMILARITY;
      if (score >= bestScore && score >= least) {
        best = group;
        bestScore = score;
      }
    }
    if (best === undefined) {
      unplaced.push(lone);
      continue;
    }
    addInto(best.sum, lone.sum);
    best.length = norm(best.sum);
    best.size += lone.size;
    best.members.push(...lone.members);
  }
  return { kept, unplaced };
}

/**
 * The pain-cluster label of each freshly analysed comment of one industry, and the clusters
 * they joined. Within each objection, comments are grouped by what they say beyond the
 * objection's own words (`painTerms`), so distinct pains get distinct clusters and paraphrases
 * the lexicon knows share one; `known` clusters keep their labels as comments join them. A new
 * cluster is named after the lexicon's facet most of its comments name, else after its
 * comments' leading word ('costo de la inscripción'); a comment that says nothing beyond the
 * objection joins the objection's usual pain in the industry. A comment left in that usual pain
 * whose rules reading nearly chose another objection (`secondReading`) joins the closest pain
 * of that one instead, if close enough, and is read as it (`tags`). Non-objections keep their
 * kind (praise, spam, …), and comments without terms keep their label made canonical.
 */
export function clusterIndustryPains(
  industry: string,
  comments: readonly ClusterCandidate[],
  known: readonly PainCluster[] = [],
): Clustering {
  const labels = comments.map(({ label, tag }) =>
    isObjectionTag(tag) ? canonicalPainLabel(label, tag, industry) : label.trim(),
  );
  const raw = comments.map(({ terms }) => terms?.vector ?? new Map<string, number>());
  const specificity = new TermSpecificity();
  comments.forEach(({ tag }, index) => {
    if (tag !== 'otro') specificity.add(tag, raw[index]!);
  });
  for (const cluster of known) specificity.add(cluster.tag, cluster.centroid);
  // Clusters are formed on terms weighed by how specific they are to the objection, and keep
  // the plain sum of what their comments said, which the next analysis weighs afresh.
  const vectors = comments.map(({ tag }, index) => specificity.weigh(tag, raw[index]!));
  const awaiting = comments.map(() => false);
  const named = new Map<
    ObjectionTag,
    { main: string; groups: Group[]; knownCentroids: Map<string, ReadonlyMap<string, number>> }
  >();
  for (const tag of OBJECTION_TAGS) {
    if (tag === 'otro') continue;
    const members = comments.flatMap((comment, index) =>
      comment.tag === tag && comment.terms !== undefined ? [index] : [],
    );
    if (members.length === 0) continue;
    const main = mainPainLabel(tag, industry);
    const knownOfTag = known.filter((cluster) => cluster.tag === tag);
    const knownGroups = knownOfTag.map((cluster) =>
      newGroup(cluster.label, specificity.weigh(tag, cluster.centroid), cluster.size),
    );
    const knownCentroids = new Map(knownOfTag.map((cluster) => [cluster.label, cluster.centroid]));
    const byLabel = new Map(knownGroups.map((group) => [group.label!, group] as const));
    const pinned = new Map(
      members.flatMap((index) => {
        const group = byLabel.get(comments[index]!.pinnedTo ?? '');
        return group ? [[index, group] as const] : [];
      }),
    );
    const says = (index: number) => vectors[index]!.size > 0 || pinned.has(index);
    const said = members.filter(says);
    for (const index of members) if (!says(index)) labels[index] = main;
    const { kept: groups, unplaced } = foldLoneComments(
      clusterObjection(vectors, said, knownGroups, pinned),
    );
    for (const group of unplaced) {
      for (const index of group.members) {
        labels[index] = main;
        awaiting[index] = true;
      }
    }
    const used = nameNewClusters(groups, byLabel, { tag, industry, main, comments, specificity });
    for (const group of used.values()) {
      for (const index of group.members) labels[index] = group.label!;
    }
    named.set(tag, { main, groups: [...used.values()], knownCentroids });
  }
  const tags = comments.map(({ tag }) => tag);
  comments.forEach(({ tag, secondReading }, index) => {
    if (secondReading === undefined || labels[index] !== named.get(tag as ObjectionTag)?.main) {
      return;
    }
    const second = named.get(secondReading.tag);
    const vector = specificity.weigh(secondReading.tag, secondReading.terms.vector);
    const into = closestPain(vector, second?.groups ?? [], second?.main);
    if (into === undefined) return;
    into.members.push(index);
    into.size += 1;
    raw[index] = secondReading.terms.vector;
    tags[index] = secondReading.tag;
    labels[index] = into.label!;
    awaiting[index] = false;
  });
  const clusters: PainCluster[] = [];
  for (const [tag, { groups, knownCentroids }] of named) {
    for (const group of groups) {
      if (group.members.length === 0) continue;
      const centroid = new Map(knownCentroids.get(group.label!));
      for (const index of group.members) addInto(centroid, raw[index]!);
      clusters.push({ tag, label: group.label!, centroid, size: group.size });
    }
  }
  return { labels, clusters, awaiting, tags };
}

/**
 * The pain of `groups` (not the objection's usual one, `main`, and voiced by two comments or
 * more) closest to `vector`, at least `SECOND_READING_JOIN` close.
 */
function closestPain(
  vector: ReadonlyMap<string, number>,
  groups: readonly Group[],
  main: string | undefined,
): Group | undefined {
  const length = norm(vector);
  let best: Group | undefined;
  let bestScore = SECOND_READING_JOIN;
  for (const group of groups) {
    if (group.label === main || group.size < MIN_NEW_CLUSTER) continue;
    const score = cosine(vector, length, group);
    if (score >= bestScore) {
      best = group;
      bestScore = score;
    }
  }
  return best;
}
