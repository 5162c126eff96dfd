import { and, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signInAttempts } from '../../db/schema';

/** Failures are counted over the last 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins an e-mail may have from one client address in the window (since its last success). */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failed sign-ins one client address may have in the window, across every e-mail. */
export const MAX_FAILURES_PER_ADDRESS = 30;
/**
 * Failed sign-ins an e-mail may have from every address together: far above what its owner
 * types, so strangers elsewhere cannot lock the owner out, but a bound on a
 * password guessed from many addresses.
 */
export const MAX_FAILURES_PER_EMAIL_ANYWHERE = 100;
// Past this many failures from anywhere, each attempt on the e-mail waits a little longer.
const SLOW_DOWN_AFTER = 10;
const SLOW_DOWN_STEP_MS = 250;
const MAX_SLOW_DOWN_MS = 3_000;

/** How long an attempt on an e-mail with `failures` recent failures from anywhere waits first. */
export function slowDownMs(failures: number): number {
  return Math.min(MAX_SLOW_DOWN_MS, Math.max(0, failures - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS);
}

export type SignInAttempt =
  | { throttled: true; retryAfterSeconds: number }
  | { throttled: false; attemptId: number; waitMs: number };

/**
 * Records a sign-in attempt as failed before the password is even checked, then counts. Counting
 * after writing means requests sent in parallel see each other, so no burst gets past the limit;
 * an attempt refused for throttling is removed again, as its password was never tried.
 */
export async function beginSignInAttempt(
  db: Db,
  attempt: { email: string; ip: string; now: Date },
): Promise<SignInAttempt> {
  const since = new Date(attempt.now.getTime() - SIGN_IN_WINDOW_MS);
  // Older attempts can no longer throttle anyone; dropping them keeps the table small.
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, since));
  const [pending] = await db
    .insert(signInAttempts)
    .values({ email: attempt.email, ip: attempt.ip, attemptedAt: attempt.now, succeeded: false })
    .returning({ id: signInAttempts.id });
  if (!pending) throw new Error('The sign-in attempt was not recorded');

  // Ids, not times, order attempts: several can share a timestamp.
  const [lastSuccess] = await db
    .select({ id: max(signInAttempts.id) })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, attempt.email), eq(signInAttempts.succeeded, true)));
  const sinceSuccess = gt(signInAttempts.id, lastSuccess?.id ?? 0);
  const [failures] = await db
    .select({
      byEmailHere: sql<number>`count(*) filter (where ${and(
        eq(signInAttempts.email, attempt.email),
        eq(signInAttempts.ip, attempt.ip),
        sinceSuccess,
      )})`.mapWith(Number),
      byEmail: sql<number>`count(*) filter (where ${and(
        eq(signInAttempts.email, attempt.email),
        sinceSuccess,
      )})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${eq(signInAttempts.ip, attempt.ip)})`.mapWith(
        Number,
      ),
      oldest: sql<string>`min(${signInAttempts.attemptedAt})`,
    })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.attemptedAt, since),
        or(eq(signInAttempts.email, attempt.email), eq(signInAttempts.ip, attempt.ip)),
      ),
    );
  // Each count includes this attempt, hence "more than".
  if (
    (failures?.byEmailHere ?? 0) > MAX_FAILURES_PER_EMAIL ||
    (failures?.byAddress ?? 0) > MAX_FAILURES_PER_ADDRESS ||
    (failures?.byEmail ?? 0) > MAX_FAILURES_PER_EMAIL_ANYWHERE
  ) {
    await db.delete(signInAttempts).where(eq(signInAttempts.id, pending.id));
    // When the oldest failure counted leaves the window, one more attempt is allowed.
    const oldest = failures?.oldest ? new Date(failures.oldest).getTime() : attempt.now.getTime();
    const waitMs = oldest + SIGN_IN_WINDOW_MS - attempt.now.getTime();
    return { throttled: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return { throttled: false, attemptId: pending.id, waitMs: slowDownMs(failures?.byEmail ?? 0) };
}

/** Marks an attempt that got past the throttle as a success once the password matched. */
export async function markSignInSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
}
