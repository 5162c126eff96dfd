import { describe, expect, it } from 'vitest';
import { OBJECTION_TAGS } from '../taxonomy';
import { countFeatures, labelLogLikelihoods, weightsFromCounts } from './naive-bayes';

const EXAMPLES = [
  { features: ['caro', 'lana', 'lana'], label: 'precio' as const },
  { features: ['lana', 'quincena'], label: 'precio' as const },
  { features: ['mi espos', 'decid'], label: 'autoridad' as const },
];
const probabilityOf = (logs: number[], tag: string) =>
  Math.exp(logs[OBJECTION_TAGS.indexOf(tag as (typeof OBJECTION_TAGS)[number])] ?? -Infinity);

describe('naive-Bayes cue weights', () => {
  it('counts a feature once per comment, by tag, in sorted order', () => {
    const counts = countFeatures(EXAMPLES, OBJECTION_TAGS);
    expect(Object.keys(counts)).toEqual(['caro', 'decid', 'lana', 'mi espos', 'quincena']);
    expect(counts.lana).toEqual({ precio: 2 });
  });

  it('leans towards the tag a feature was seen with', () => {
    const weights = weightsFromCounts(countFeatures(EXAMPLES, OBJECTION_TAGS), 0.3, OBJECTION_TAGS);
    const logs = labelLogLikelihoods(weights, ['lana'], OBJECTION_TAGS.length);
    const precio = probabilityOf(logs, 'precio');
    for (const tag of OBJECTION_TAGS.filter((other) => other !== 'precio')) {
      expect(probabilityOf(logs, tag)).toBeLessThan(precio);
    }
  });

  it('returns log-probabilities that sum to one', () => {
    const weights = weightsFromCounts(countFeatures(EXAMPLES, OBJECTION_TAGS), 0.3, OBJECTION_TAGS);
    const total = labelLogLikelihoods(weights, ['mi espos', 'caro'], OBJECTION_TAGS.length).reduce(
      (sum, log) => sum + Math.exp(log),
      0,
    );
    expect(total).toBeCloseTo(1, 10);
  });

  it('finds every tag equally likely when no feature is known', () => {
    const weights = weightsFromCounts(countFeatures(EXAMPLES, OBJECTION_TAGS), 0.3, OBJECTION_TAGS);
    const logs = labelLogLikelihoods(weights, ['nunca visto'], OBJECTION_TAGS.length);
    expect(new Set(logs.map((log) => log.toFixed(12))).size).toBe(1);
  });

  it('is deterministic: the same examples give the same weights', () => {
    const once = weightsFromCounts(countFeatures(EXAMPLES, OBJECTION_TAGS), 0.3, OBJECTION_TAGS);
    const again = weightsFromCounts(
      countFeatures([...EXAMPLES], OBJECTION_TAGS),
      0.3,
      OBJECTION_TAGS,
    );
    expect([...once.rowOf]).toEqual([...again.rowOf]);
    expect([...once.values]).toEqual([...again.values]);
  });
});
