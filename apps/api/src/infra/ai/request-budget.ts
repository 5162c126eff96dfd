import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiRequestMinutes } from '../../db/schema';

const MINUTE_MS = 60_000;
// Minutes of counts kept; older ones are deleted as new minutes begin.
const KEPT_MINUTES = 60;

export interface RequestBudgetClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: RequestBudgetClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * `AI_MAX_REQUESTS_PER_MINUTE` for every process on one database: each call to the provider
 * first takes one of the minute's requests in `ai_request_minutes` (one atomic upsert, so
 * processes on any machine share the count), and when the minute has none left waits for the
 * next. Minutes are read from each process's clock, which NTP keeps within far less than one.
 */
export function sharedRequestBudget(
  db: Db,
  perMinute: number,
  clock: RequestBudgetClock = realClock,
): () => Promise<void> {
  return async function takeRequest() {
    for (;;) {
      const now = clock.now();
      const minute = new Date(now - (now % MINUTE_MS));
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
      // A little spread, so waiting processes do not all ask at the same instant.
      await clock.sleep(MINUTE_MS - (now % MINUTE_MS) + Math.floor(Math.random() * 250));
    }
  };
}

async function forgetOldMinutes(db: Db, minute: Date): Promise<void> {
  const oldest = new Date(minute.getTime() - KEPT_MINUTES * MINUTE_MS);
  await db.execute(
    sql`delete from ${aiRequestMinutes} where minute < ${oldest.toISOString()}::timestamptz`,
  );
}
