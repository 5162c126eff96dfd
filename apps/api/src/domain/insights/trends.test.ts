import { describe, expect, it } from 'vitest';
import { baselineOf, risingSharply, weekBounds } from './trends';

describe('weekBounds', () => {
  it('runs from local Monday to local Monday, the last week holding now', () => {
    // Wednesday 16 January 2030.
    expect(weekBounds(new Date(2030, 0, 16, 15, 30), 2)).toEqual([
      new Date(2030, 0, 7),
      new Date(2030, 0, 14),
      new Date(2030, 0, 21),
    ]);
  });

  it('puts a Sunday in the week that began the Monday before, and a Monday in its own', () => {
    expect(weekBounds(new Date(2030, 0, 20, 23, 59), 1)).toEqual([
      new Date(2030, 0, 14),
      new Date(2030, 0, 21),
    ]);
    expect(weekBounds(new Date(2030, 0, 21), 1)).toEqual([
      new Date(2030, 0, 21),
      new Date(2030, 0, 28),
    ]);
  });

  it('counts 12 weeks back across a year end', () => {
    const bounds = weekBounds(new Date(2030, 0, 2), 12);
    expect(bounds).toHaveLength(13);
    expect(bounds[0]).toEqual(new Date(2029, 9, 15));
    expect(bounds[12]).toEqual(new Date(2030, 0, 7));
  });
});

describe('risingSharply', () => {
  it('flags a last week at twice the baseline and 5 or more comments above it', () => {
    expect(risingSharply(10, 5)).toBe(true);
    expect(risingSharply(5, 0)).toBe(true);
  });

  it('does not flag less than double, nor a small rise that doubles', () => {
    expect(risingSharply(9, 5)).toBe(false);
    expect(risingSharply(4, 0)).toBe(false);
    expect(risingSharply(8, 3.5)).toBe(false);
  });
});

describe('baselineOf', () => {
  it('averages the four weeks before the last one, ignoring older weeks', () => {
    expect(baselineOf([100, 100, 1, 2, 3, 5, 40])).toBe(2.75);
  });
});
