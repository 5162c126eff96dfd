import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiRequestMinutes } from '../../db/schema';
import {
  KEPT_MINUTES,
  MINUTE_MS,
  type MinuteClock,
  minuteStart,
  sleepToNextMinute,
  systemClock,
} from './minute-clock';

/**
 * `AI_MAX_REQUESTS_PER_MINUTE` for every process on one database: each call to the provider
 * first takes one of the minute's requests in `ai_request_minutes` (one atomic upsert, so
 * processes on any machine share the count), and when the minute has none left waits for the
 * next. Minutes are read from each process's clock, which NTP keeps within far less than one.
 */
export function sharedRequestBudget(
  db: Db,
  perMinute: number,
  clock: MinuteClock = systemClock,
): () => Promise<void> {
  return async function takeRequest() {
    for (;;) {
      const now = clock.now();
      const minute = new Date(minuteStart(now));
      const { rows } = await db.execute<{ requests: number }>(sql`
        insert into ${aiRequestMinutes} (minute, requests)
        values (${minute.toISOString()}::timestamptz, 1)
        on conflict (minute) do update set requests = ${aiRequestMinutes.requests} + 1
        where ${aiRequestMinutes.requests} < ${perMinute}
        returning requests`);
      const taken = rows[0];
      if (taken) {
        if (Number(taken.requests) === 1) await forgetOldMinutes(db, minute);
        return;
      }
      await sleepToNextMinute(clock, now);
    }
  };
}

async function forgetOldMinutes(db: Db, minute: Date): Promise<void> {
  const oldest = new Date(minute.getTime() - KEPT_MINUTES * MINUTE_MS);
  await db.execute(
    sql`delete from ${aiRequestMinutes} where minute < ${oldest.toISOString()}::timestamptz`,
  );
}
