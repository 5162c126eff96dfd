import { sql } from 'drizzle-orm';
import type { Logger } from '../infra/log/logger';
import type { Db } from './database';
import { startPeriodicChore } from './periodic-chore';

/** How often the WAL written since the last checkpoint is looked at. */
export const CHECKPOINT_CHECK_INTERVAL_MS = 10_000;
/** WAL past the last checkpoint that makes a new one: one of PostgreSQL's 16 MB segments. */
export const CHECKPOINT_WAL_BYTES = 16 * 1024 * 1024;

/**
 * PGlite runs PostgreSQL as a single-user backend, which has no checkpointer: nothing checkpoints
 * until the database closes, whatever `max_wal_size` says, and every WAL segment written stays on
 * disk (measured: 272 MB of WAL after importing and analysing 150,000 comments, beside 194 MB of
 * tables). Every `intervalMs`, once `walBytes` of WAL lie past the last checkpoint, this makes
 * one, and PostgreSQL removes the segments before it (pglite-settings.ts turns their recycling
 * off). Returns a function that stops it.
 */
export function startCheckpoints(
  db: Db,
  {
    logger,
    intervalMs = CHECKPOINT_CHECK_INTERVAL_MS,
    walBytes = CHECKPOINT_WAL_BYTES,
  }: { logger: Logger; intervalMs?: number; walBytes?: number },
): () => void {
  // A failure only costs disk until the next check.
  return startPeriodicChore(
    async (stillWanted) => {
      const { rows } = await db.execute<{ pending: number }>(sql`
        select (pg_current_wal_insert_lsn() - redo_lsn)::float8 as pending
        from pg_control_checkpoint()`);
      if (stillWanted() && (rows[0]?.pending ?? 0) >= walBytes) await db.execute(sql`checkpoint`);
    },
    { intervalMs, logger, failureMessage: 'PGlite checkpoint failed' },
  );
}
