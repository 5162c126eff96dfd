import { describe, expect, it } from 'vitest';
import {
  clusterFrequencyScore,
  engagementScore,
  negativityIntensity,
  NEUTRAL_CLUSTER_SHARE,
  realScore,
} from './real-score';

const parts = { negativity: 0.5, specificity: 0.5, clusterFrequency: NEUTRAL_CLUSTER_SHARE };

describe('realScore', () => {
  it('stays within 0..1 at the extremes', () => {
    const low = { negativity: 0, specificity: 0, clusterFrequency: 0 };
    const high = { negativity: 1, specificity: 1, clusterFrequency: 1 };
    expect(realScore({ ...low, engagement: { likes: 0, replies: 0 } })).toBe(0);
    expect(realScore({ ...high, engagement: { likes: 1e9, replies: 1e9 } })).toBeLessThanOrEqual(1);
    expect(realScore({ ...high, engagement: { likes: 1e9 } })).toBeGreaterThan(0.95);
  });

  it('clamps out-of-range inputs instead of leaving 0..1', () => {
    expect(
      realScore({ negativity: 7, specificity: -3, clusterFrequency: Number.NaN }),
    ).toBeLessThanOrEqual(1);
    expect(realScore({ negativity: -7, specificity: -3, clusterFrequency: -1 })).toBe(0);
  });

  it('rises with each part', () => {
    const base = realScore(parts);
    expect(realScore({ ...parts, negativity: 0.9 })).toBeGreaterThan(base);
    expect(realScore({ ...parts, specificity: 0.9 })).toBeGreaterThan(base);
    expect(realScore({ ...parts, clusterFrequency: 0.3 })).toBeGreaterThan(base);
  });

  it('leaves unknown engagement out rather than counting it as zero', () => {
    expect(realScore({ ...parts, engagement: null })).toBe(realScore(parts));
    expect(realScore({ ...parts, engagement: { likes: null, replies: null } })).toBe(
      realScore(parts),
    );
    expect(realScore({ ...parts, engagement: { likes: 0 } })).toBeLessThan(realScore(parts));
  });
});

describe('real score parts', () => {
  it('scores the neutral cluster share as 0.5 and saturates towards 1', () => {
    expect(clusterFrequencyScore(NEUTRAL_CLUSTER_SHARE)).toBeCloseTo(0.5);
    expect(clusterFrequencyScore(0)).toBe(0);
    expect(clusterFrequencyScore(1)).toBeGreaterThan(0.9);
  });

  it('scales engagement logarithmically and counts replies double', () => {
    const ten = engagementScore({ likes: 10 }) ?? 0;
    const hundred = engagementScore({ likes: 100 }) ?? 0;
    expect(hundred).toBeGreaterThan(ten);
    expect(hundred).toBeLessThan(ten * 2.5);
    expect(engagementScore({ replies: 5 })).toBeCloseTo(engagementScore({ likes: 10 }) ?? 0);
    expect(engagementScore(undefined)).toBeNull();
  });

  it('makes anger more negative than indifference at the same sentiment', () => {
    expect(negativityIntensity(-0.5, 'enojo')).toBeGreaterThan(
      negativityIntensity(-0.5, 'indiferencia'),
    );
    expect(negativityIntensity(0.8, 'esperanza')).toBe(0);
  });
});
