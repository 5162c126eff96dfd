/**
 * The vector space pain clusters are built in: term vectors (sparse maps), groups of comments
 * with the sum of their vectors as centroid, and an index to find the closest group.
 */

/** Adds `vector` into `sum`, term by term. */
export function addInto(sum: Map<string, number>, vector: ReadonlyMap<string, number>): void {
  for (const [term, value] of vector) sum.set(term, (sum.get(term) ?? 0) + value);
}

/** Comments clustered together: their label once named, and the sum of their vectors. */
export interface Group {
  label: string | undefined;
  readonly known: boolean;
  readonly sum: Map<string, number>;
  /** The length of `sum`, kept as it changes. */
  length: number;
  size: number;
  readonly members: number[];
}

/** The length of a term vector. */
export function norm(vector: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const value of vector.values()) total += value * value;
  return Math.sqrt(total);
}

function dot(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let total = 0;
  for (const [term, value] of small) total += value * (large.get(term) ?? 0);
  return total;
}

/** A group with no comments yet, or a stored cluster (`label`, its centroid and size). */
export function newGroup(label?: string, centroid?: ReadonlyMap<string, number>, size = 0): Group {
  const sum = new Map(centroid);
  return { label, known: label !== undefined, sum, length: norm(sum), size, members: [] };
}

/**
 * The groups of one objection, with an index of which groups hold each term, so a comment is
 * only compared with the clusters it shares a term with (an industry re-clustered whole has
 * thousands of clusters per objection).
 */
export class Groups {
  readonly all: Group[] = [];
  private readonly byTerm = new Map<string, Set<Group>>();

  add(group: Group): void {
    this.all.push(group);
    this.index(group, group.sum);
  }

  /** Moves `vector` (sign 1) into or (sign -1) out of `group`, with `count` comments. */
  move(group: Group, vector: ReadonlyMap<string, number>, sign: 1 | -1, count = 1): void {
    for (const [term, value] of vector) {
      const next = (group.sum.get(term) ?? 0) + sign * value;
      if (Math.abs(next) < 1e-9) group.sum.delete(term);
      else group.sum.set(term, next);
    }
    group.length = norm(group.sum);
    group.size += sign * count;
    if (sign === 1) this.index(group, vector);
  }

  /** The group closest to `vector`, at least `threshold` close (cosine); undefined if none. */
  closest(
    vector: ReadonlyMap<string, number>,
    threshold: number,
    except?: Group,
  ): Group | undefined {
    const length = norm(vector);
    const seen = new Set<Group>();
    let best: Group | undefined;
    let bestScore = threshold;
    for (const term of vector.keys()) {
      for (const group of this.byTerm.get(term) ?? []) {
        if (seen.has(group) || group === except || group.size === 0) continue;
        seen.add(group);
        const score = cosine(vector, length, group);
        if (score >= bestScore && (best === undefined || score > bestScore)) {
          best = group;
          bestScore = score;
        }
      }
    }
    return best;
  }

  private index(group: Group, vector: ReadonlyMap<string, number>): void {
    for (const term of vector.keys()) {
      const holders = this.byTerm.get(term) ?? new Set<Group>();
      holders.add(group);
      this.byTerm.set(term, holders);
    }
  }
}

/** How alike `vector` (of length `length`) is to `group`'s centroid. */
export function cosine(vector: ReadonlyMap<string, number>, length: number, group: Group): number {
  const product = length * group.length;
  return product === 0 ? 0 : dot(vector, group.sum) / product;
}

/** A new group of `members`, whose centroid is the sum of their vectors. */
export function groupOf(
  vectors: ReadonlyArray<ReadonlyMap<string, number>>,
  members: readonly number[],
): Group {
  const group = newGroup();
  for (const index of members) addInto(group.sum, vectors[index]!);
  group.members.push(...members);
  group.length = norm(group.sum);
  group.size = members.length;
  return group;
}
