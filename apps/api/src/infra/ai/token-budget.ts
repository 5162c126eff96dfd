import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import {
  KEPT_MINUTES,
  MINUTE_MS,
  type MinuteClock,
  minuteStart,
  sleepToNextMinute,
  systemClock,
} from './minute-clock';

// A minute's tokens are one counter among the rate limits' (`rate_limits`), keyed by the minute.
const KEY_PREFIX = 'ai-tokens:';

/** Puts right a minute's count once the provider says what a request was billed. */
export type TokenCorrection = (billedTokens: number) => Promise<void>;

/**
 * `AI_TOKENS_PER_MINUTE` for every process on one database. A request takes its estimate of the
 * minute's tokens before it is sent (one atomic upsert, so processes on any machine share the
 * count), waiting for the next minute when the estimate no longer fits, and its correction
 * replaces the estimate by what the provider billed. A request estimated above the whole budget
 * takes the whole of an empty minute rather than waiting for ever.
 */
export function sharedTokenBudget(
  db: Db,
  perMinute: number,
  clock: MinuteClock = systemClock,
): (estimatedTokens: number) => Promise<TokenCorrection> {
  return async function takeTokens(estimatedTokens) {
    const taken = Math.min(Math.max(0, Math.ceil(estimatedTokens)), perMinute);
    for (;;) {
      const now = clock.now();
      const start = minuteStart(now);
      const key = `${KEY_PREFIX}${new Date(start).toISOString()}`;
      const { rows } = await db.execute<{ points: number }>(sql`
        insert into ${rateLimits} (key, points, expire)
        values (${key}, ${taken}, ${new Date(start + MINUTE_MS).toISOString()}::timestamptz)
        on conflict (key) do update set points = ${rateLimits.points} + ${taken}
        where ${rateLimits.points} + ${taken} <= ${perMinute}
        returning points`);
      const counted = rows[0];
      if (counted) {
        if (Number(counted.points) === taken) await forgetOldMinutes(db, start);
        return (billedTokens) => correct(db, key, Math.round(billedTokens) - taken);
      }
      await sleepToNextMinute(clock, now);
    }
  };
}

async function correct(db: Db, key: string, difference: number): Promise<void> {
  if (difference === 0) return;
  await db.execute(sql`
    update ${rateLimits} set points = greatest(0, ${rateLimits.points} + ${difference})
    where ${rateLimits.key} = ${key}`);
}

async function forgetOldMinutes(db: Db, start: number): Promise<void> {
  const oldest = new Date(start - KEPT_MINUTES * MINUTE_MS);
  await db.execute(sql`
    delete from ${rateLimits}
    where ${rateLimits.key} like ${`${KEY_PREFIX}%`} and ${rateLimits.expire} < ${oldest.toISOString()}::timestamptz`);
}
