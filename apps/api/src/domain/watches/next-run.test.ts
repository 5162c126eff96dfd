import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './next-run';

const daily = (hour: number) => ({ frequency: 'daily', weekday: null, hour });
const weekly = (weekday: number, hour: number) => ({ frequency: 'weekly', weekday, hour });

describe('nextRunAfter', () => {
  it('is the hour of the same day when it has not come yet, else of the next day', () => {
    const before = new Date('2030-01-16T07:59:00Z'); // 08:59 in Madrid (UTC+1 in winter)
    expect(nextRunAfter(daily(9), 'Europe/Madrid', before).toISOString()).toBe(
      '2030-01-16T08:00:00.000Z',
    );
    const at = new Date('2030-01-16T08:00:00Z');
    expect(nextRunAfter(daily(9), 'Europe/Madrid', at).toISOString()).toBe(
      '2030-01-17T08:00:00.000Z',
    );
  });

  it("reads the hour on the workspace's wall clock, summer time included", () => {
    const july = new Date('2030-07-01T00:00:00Z');
    expect(nextRunAfter(daily(9), 'Europe/Madrid', july).toISOString()).toBe(
      '2030-07-01T07:00:00.000Z',
    );
    expect(nextRunAfter(daily(9), 'America/Mexico_City', july).toISOString()).toBe(
      '2030-07-01T15:00:00.000Z',
    );
    expect(nextRunAfter(daily(0), 'UTC', july).toISOString()).toBe('2030-07-02T00:00:00.000Z');
  });

  it('keeps 09:00 local across the change to summer time', () => {
    // Spain moves to summer time on Sunday 31 March 2030.
    const saturday = new Date('2030-03-30T09:00:00Z');
    expect(nextRunAfter(daily(9), 'Europe/Madrid', saturday).toISOString()).toBe(
      '2030-03-31T07:00:00.000Z',
    );
  });

  it('runs a weekly watch on its ISO weekday, Sunday being 7', () => {
    const wednesday = new Date('2030-01-16T12:00:00Z');
    expect(nextRunAfter(weekly(1, 9), 'Europe/Madrid', wednesday).toISOString()).toBe(
      '2030-01-21T08:00:00.000Z',
    );
    expect(nextRunAfter(weekly(7, 18), 'Europe/Madrid', wednesday).toISOString()).toBe(
      '2030-01-20T17:00:00.000Z',
    );
    expect(nextRunAfter(weekly(3, 14), 'Europe/Madrid', wednesday).toISOString()).toBe(
      '2030-01-16T13:00:00.000Z',
    );
  });
});
