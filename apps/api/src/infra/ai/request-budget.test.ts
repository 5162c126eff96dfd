import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { sharedRequestBudget } from './request-budget';
import { steppedClock } from '../../../test-support/stepped-clock';

describe('the AI requests per minute shared by every process', () => {
  describeOnEachDatabase((database) => {
    it('lets a minute take its budget, then waits for the next minute', async () => {
      // Well inside a minute of its own, so no other test's counts meet it.
      const clock = steppedClock(Date.UTC(2031, 0, 1, 10, 0, 20));
      const take = sharedRequestBudget(database().db, 3, clock);
      for (let call = 0; call < 3; call += 1) await take();
      expect(clock.slept).toEqual([]);
      await take();
      expect(clock.slept).toHaveLength(1);
      // 40 s left of the minute, and less than a quarter second of spread.
      expect(clock.slept[0]).toBeGreaterThanOrEqual(40_000);
      expect(clock.slept[0]).toBeLessThan(40_250);
    });

    it('counts two processes against one budget', async () => {
      const start = Date.UTC(2031, 0, 1, 11, 0, 0);
      const first = steppedClock(start);
      const second = steppedClock(start);
      const takeFirst = sharedRequestBudget(database().db, 2, first);
      const takeSecond = sharedRequestBudget(database().db, 2, second);
      await takeFirst();
      await takeSecond();
      await takeSecond();
      expect([first.slept, second.slept.length]).toEqual([[], 1]);
      await takeFirst();
      expect(first.slept).toHaveLength(1);
    });
  });
});
