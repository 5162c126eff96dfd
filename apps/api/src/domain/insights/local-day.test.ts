import { describe, expect, it } from 'vitest';
import { localDay } from './local-day';

describe('localDay', () => {
  it('runs from local midnight to the next local midnight', () => {
    const { start, end } = localDay(new Date(2030, 0, 15, 13, 45, 12));
    expect(start).toEqual(new Date(2030, 0, 15));
    expect(end).toEqual(new Date(2030, 0, 16));
  });

  it('keeps the first and last instants of the day inside it', () => {
    const first = new Date(2030, 0, 15);
    const last = new Date(new Date(2030, 0, 16).getTime() - 1);
    expect(localDay(first).start).toEqual(first);
    expect(localDay(last).start).toEqual(first);
  });

  it('rolls over month and year ends', () => {
    expect(localDay(new Date(2030, 11, 31, 23, 0)).end).toEqual(new Date(2031, 0, 1));
  });
});
