import { describe, expect, it } from 'vitest';
import { pairwiseClusterScore, pooledPairwiseScore } from './pairwise-clusters';

const item = (group: string, gold: string, predicted: string) => ({ group, gold, predicted });

describe('pairwiseClusterScore', () => {
  it('scores a perfect clustering 1 whatever the labels are called', () => {
    const score = pairwiseClusterScore([
      item('clínica', 'precio alto', 'a'),
      item('clínica', 'precio alto', 'a'),
      item('clínica', 'miedo', 'b'),
      item('clínica', 'miedo', 'b'),
    ]);
    expect(score).toMatchObject({ precision: 1, recall: 1, f1: 1, goldPairs: 2 });
  });

  it('loses recall when one pain is split and precision when two are merged', () => {
    const split = pairwiseClusterScore([
      item('clínica', 'precio alto', 'sesión'),
      item('clínica', 'precio alto', 'tratamiento'),
      item('clínica', 'precio alto', 'tratamiento'),
    ]);
    expect(split.precision).toBe(1);
    expect(split.recall).toBeCloseTo(1 / 3);

    const merged = pairwiseClusterScore([
      item('clínica', 'precio alto', 'x'),
      item('clínica', 'precio alto', 'x'),
      item('clínica', 'miedo', 'x'),
    ]);
    expect(merged.recall).toBe(1);
    expect(merged.precision).toBeCloseTo(1 / 3);
  });

  it('never pairs items of different groups', () => {
    const score = pairwiseClusterScore([
      item('clínica', 'precio alto', 'x'),
      item('abogados', 'precio alto', 'x'),
    ]);
    expect(score).toMatchObject({ goldPairs: 0, predictedPairs: 0, f1: 0 });
  });

  it('pools sets by summing their pairs, never pairing items of two sets', () => {
    const writerA = pairwiseClusterScore([
      item('clínica', 'precio alto', 'precio'),
      item('clínica', 'precio alto', 'precio'),
    ]);
    const writerB = pairwiseClusterScore([
      item('clínica', 'costo elevado', 'precio'),
      item('clínica', 'miedo', 'miedo'),
    ]);
    expect(pooledPairwiseScore([writerA, writerB])).toMatchObject({
      goldPairs: 1,
      predictedPairs: 1,
      bothPairs: 1,
      f1: 1,
    });
  });
});
