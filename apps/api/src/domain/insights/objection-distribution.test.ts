import { describe, expect, it } from 'vitest';
import { sharesOf } from './objection-distribution';

describe('sharesOf', () => {
  it('gives each tag its share of the total with one decimal', () => {
    expect(
      sharesOf([
        { tag: 'otro', count: 1 },
        { tag: 'precio', count: 2 },
      ]),
    ).toEqual([
      { objection_tag: 'precio', count: 2, percentage: 66.7 },
      { objection_tag: 'otro', count: 1, percentage: 33.3 },
    ]);
  });

  it('orders by count, then by tag', () => {
    const shares = sharesOf([
      { tag: 'tiempo', count: 3 },
      { tag: 'confianza', count: 3 },
      { tag: 'precio', count: 4 },
    ]);
    expect(shares.map((share) => share.objection_tag)).toEqual(['precio', 'confianza', 'tiempo']);
  });

  it('gives a single tag 100 and no tags an empty list', () => {
    expect(sharesOf([{ tag: 'precio', count: 7 }])).toEqual([
      { objection_tag: 'precio', count: 7, percentage: 100 },
    ]);
    expect(sharesOf([])).toEqual([]);
  });
});
