import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { steppedClock } from '../../../test-support/stepped-clock';
import { sharedTokenBudget } from './token-budget';

describe('the AI tokens per minute shared by every process', () => {
  describeOnEachDatabase((database) => {
    const counted = async (minute: string) => {
      const [row] = await database()
        .db.select({ points: rateLimits.points })
        .from(rateLimits)
        .where(eq(rateLimits.key, `ai-tokens:${minute}`));
      return row?.points;
    };

    it('takes each estimate, gives back what was not billed, and waits once it no longer fits', async () => {
      // Well inside a minute of its own, so no other test's counts meet it.
      const clock = steppedClock(Date.UTC(2031, 0, 1, 10, 0, 20));
      const take = sharedTokenBudget(database().db, 1_000, clock);
      const correct = await take(600);
      await correct(300);
      expect(await counted('2031-01-01T10:00:00.000Z')).toBe(300);
      await take(600);
      expect(clock.slept).toEqual([]);
      expect(await counted('2031-01-01T10:00:00.000Z')).toBe(900);
      await take(200);
      expect(clock.slept).toHaveLength(1);
      // 40 s left of the minute, and less than a quarter second of spread.
      expect(clock.slept[0]).toBeGreaterThanOrEqual(40_000);
      expect(clock.slept[0]).toBeLessThan(40_250);
      expect(await counted('2031-01-01T10:01:00.000Z')).toBe(200);
    });

    it('lets a request estimated above the whole budget take an empty minute alone', async () => {
      const clock = steppedClock(Date.UTC(2031, 0, 1, 11, 0, 0));
      const take = sharedTokenBudget(database().db, 1_000, clock);
      const correct = await take(5_000);
      expect(clock.slept).toEqual([]);
      expect(await counted('2031-01-01T11:00:00.000Z')).toBe(1_000);
      // Billed more than the whole minute: the minute is spent, and the next call waits.
      await correct(4_200);
      expect(await counted('2031-01-01T11:00:00.000Z')).toBe(4_200);
      await take(1);
      expect(clock.slept).toHaveLength(1);
    });
  });
});
