import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobClaims } from '../../db/schema';

/**
 * Who works on which queue message, so a worker that dies (SIGKILL, a lost machine) has its
 * messages given back at once instead of when they expire, which for a slice of model calls is
 * many minutes. A worker is alive while it holds its advisory lock: PostgreSQL drops the lock
 * with the worker's connection, and pg_locks shows every process's locks to every other (those of
 * this database only count: one server may hold several Réplica databases).
 */

/** The first key of every worker's advisory lock; the second is the worker's own. */
export const WORKER_LOCK_CLASS = 724_219_021;

/** A key for this process's worker, unlikely to be any other live one's. */
export function newWorkerKey(): number {
  return randomInt(1, 2 ** 31 - 1);
}

export async function claimMessage(
  db: Db,
  claim: { messageId: string; queue: string; workerKey: number },
): Promise<void> {
  await db
    .insert(jobClaims)
    .values(claim)
    .onConflictDoUpdate({
      target: jobClaims.messageId,
      set: { workerKey: claim.workerKey, claimedAt: sql`now()` },
    });
}

export async function releaseMessage(db: Db, messageId: string, workerKey: number): Promise<void> {
  await db
    .delete(jobClaims)
    .where(and(eq(jobClaims.messageId, messageId), eq(jobClaims.workerKey, workerKey)));
}

// The advisory-lock keys of this database's live workers (pg_locks lists the whole server's, and
// one server may hold several Réplica databases).
const liveWorkerLocks = sql`
  select l.objid from pg_locks l
  where l.locktype = 'advisory' and l.granted and l.objsubid = 2
    and l.database = (select oid from pg_database where datname = current_database())
    and l.classid = ${WORKER_LOCK_CLASS}::oid`;

/** The keys of the worker processes alive now on this database. */
export async function liveWorkerKeys(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ key: string }>(
    sql`select objid::bigint as key from (${liveWorkerLocks}) live`,
  );
  return rows.map((row) => Number(row.key));
}

/** Removes and returns the claims of workers no longer alive. */
export async function takeOrphanedClaims(
  db: Db,
): Promise<Array<{ messageId: string; queue: string }>> {
  const { rows } = await db.execute<{ message_id: string; queue: string }>(sql`
    delete from ${jobClaims} c
    where c.worker_key::oid not in (${liveWorkerLocks})
    returning c.message_id, c.queue`);
  return rows.map((row) => ({ messageId: row.message_id, queue: row.queue }));
}

// A message this long active without a claim was taken by a worker that died before claiming it
// (or after releasing it, before settling it): claiming takes milliseconds.
const UNCLAIMED_GRACE_S = 10;

/**
 * The messages of `queues` held active with no claim for longer than the grace: their worker
 * died between taking a message and claiming it. Slices are safe to run again, so they go back.
 */
export async function unclaimedActiveMessages(
  db: Db,
  queues: readonly string[],
): Promise<Array<{ messageId: string; queue: string }>> {
  const { rows } = await db.execute<{ message_id: string; queue: string }>(sql`
    select j.id::text as message_id, j.name as queue from pgboss.job j
    where j.name in (${sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    )})
      and j.state = 'active'
      and j.started_on < now() - make_interval(secs => ${UNCLAIMED_GRACE_S})
      and not exists (select 1 from ${jobClaims} c where c.message_id = j.id::text)`);
  return rows.map((row) => ({ messageId: row.message_id, queue: row.queue }));
}

/**
 * Removes and returns this worker's claims on messages it is no longer working on: after the
 * database came back from a restart the worker holds its lock again, so those claims look alive
 * to everyone, while the slices they name failed with the connection.
 */
export async function takeOwnStaleClaims(
  db: Db,
  workerKey: number,
  working: ReadonlySet<string>,
): Promise<Array<{ messageId: string; queue: string }>> {
  const own = await db
    .select({ messageId: jobClaims.messageId, queue: jobClaims.queue })
    .from(jobClaims)
    .where(eq(jobClaims.workerKey, workerKey));
  const stale = own.filter((claim) => !working.has(claim.messageId));
  for (const claim of stale) await releaseMessage(db, claim.messageId, workerKey);
  return stale;
}
