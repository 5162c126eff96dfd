import { describe, expect, it } from 'vitest';
import { type LinkageItem, averageLinkage } from './average-linkage';

const item = (terms: Record<string, number>, known = false, comments = 1): LinkageItem => ({
  vector: new Map(Object.entries(terms)),
  comments,
  known,
});

/** The same threshold whatever the clusters' size. */
const flat = (threshold: number) => () => threshold;

/** The clusters as sets of the items' names, order aside. */
const partition = (names: readonly string[], clusters: number[][]) =>
  clusters.map((cluster) => cluster.map((index) => names[index]).sort()).sort();

describe('average linkage', () => {
  const items: Record<string, LinkageItem> = {
    cuota1: item({ cuota: 1, mensual: 0.8 }),
    cuota2: item({ cuota: 1, cara: 0.5 }),
    cuota3: item({ mensual: 1, cuota: 0.6, cara: 0.3 }),
    inscripcion1: item({ inscripcion: 1, aparte: 0.7 }),
    inscripcion2: item({ inscripcion: 1, cara: 0.5 }),
    suelto: item({ estacionamiento: 1 }),
  };

  it('groups the items alike on average and leaves the rest alone', () => {
    const names = Object.keys(items);
    expect(partition(names, averageLinkage(Object.values(items), flat(0.2)))).toEqual([
      ['cuota1', 'cuota2', 'cuota3'],
      ['inscripcion1', 'inscripcion2'],
      ['suelto'],
    ]);
  });

  it('gives the same clusters whatever order the items come in', () => {
    const names = Object.keys(items);
    const expected = partition(names, averageLinkage(Object.values(items), flat(0.2)));
    for (const order of [[...names].reverse(), [3, 0, 5, 1, 4, 2].map((at) => names[at]!)]) {
      const clusters = averageLinkage(
        order.map((name) => items[name]!),
        flat(0.2),
      );
      expect(partition(order, clusters)).toEqual(expected);
    }
  });

  // Two pairs, each 0.8 alike inside; across, 0.1 on average.
  const pairs = [
    item({ a: 1, x: 0.5 }),
    item({ a: 1, y: 0.5 }),
    item({ b: 1, x: 0.5 }),
    item({ b: 1, y: 0.5 }),
  ];

  it('merges clusters only while their mean pairwise cosine reaches the threshold', () => {
    expect(averageLinkage(pairs, flat(0.3))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(averageLinkage(pairs, flat(0.08))).toEqual([[0, 1, 2, 3]]);
  });

  it('asks a merge for the threshold of the comments it would hold', () => {
    // Up to four comments merge from 0.08: the two pairs, 0.1 alike on average, become one.
    const upToFour = (comments: number) => (comments <= 4 ? 0.08 : 0.3);
    expect(averageLinkage(pairs, upToFour)).toEqual([[0, 1, 2, 3]]);
    // Counted by their comments, not as items: a stored cluster of 20 draws neither pair.
    const stored = item({ a: 1, x: 0.5 }, true, 20);
    expect(averageLinkage([stored, ...pairs.slice(2)], upToFour)).toEqual([[0], [1, 2]]);
    // Told a stored cluster is in the merge: a cluster of two and one of three comments merge
    // from 0.08 unless the three are stored.
    const stored3 = item({ a: 1, x: 0.5 }, true, 3);
    const strictWithStored = (comments: number, known: boolean) =>
      !known && comments <= 5 ? 0.08 : 0.3;
    expect(averageLinkage([stored3, ...pairs.slice(2)], strictWithStored)).toEqual([[0], [1, 2]]);
    const fresh3 = item({ a: 1, x: 0.5 }, false, 3);
    expect(averageLinkage([fresh3, ...pairs.slice(2)], strictWithStored)).toEqual([[0, 1, 2]]);
  });

  it('never puts two known clusters in one, even through a comment alike to both', () => {
    const clusters = averageLinkage(
      [item({ a: 1 }, true), item({ b: 1 }, true), item({ a: 1, b: 1 }), item({ a: 1 })],
      flat(0.1),
    );
    expect(clusters).toHaveLength(2);
    expect(clusters.find((cluster) => cluster.includes(0))).not.toContain(1);
    expect(clusters.flat().sort()).toEqual([0, 1, 2, 3]);
  });

  it('compares only items that share a term', () => {
    expect(averageLinkage([item({ a: 1 }), item({ b: 1 }), item({})], flat(0))).toEqual([
      [0],
      [1],
      [2],
    ]);
  });
});
