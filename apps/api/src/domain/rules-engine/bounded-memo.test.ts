import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each key once', () => {
    let calls = 0;
    const length = boundedMemo((key) => {
      calls += 1;
      return key.length;
    });
    expect([length('caro'), length('caro'), length('tiempo')]).toEqual([4, 4, 6]);
    expect(calls).toBe(2);
  });

  it('forgets everything past its limit and says so, still giving the same answers', () => {
    let forgotten = 0;
    const upper = boundedMemo((key) => key.toUpperCase(), {
      limit: 2,
      onForget: () => {
        forgotten += 1;
      },
    });
    expect(['a', 'b', 'c', 'a'].map(upper)).toEqual(['A', 'B', 'C', 'A']);
    expect(forgotten).toBe(1);
  });
});
