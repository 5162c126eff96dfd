import { WATCH_FAILURES_BEFORE_PAUSE } from '@replica/api-client/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { watchRuns, watches } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import type { WatchRow } from './watch-store';

export interface RunCounts {
  imported: number;
  analyzed: number;
  skipped: number;
}

/** A run not ended yet: one its cancelled job's scheduler look ended keeps that ending. */
const isGoing = inArray(watchRuns.state, ['queued', 'running']);

export async function findWatchRun(db: WorkspaceDb, id: number) {
  const [row] = await db
    .select()
    .from(watchRuns)
    .where(and(inWorkspace(db.workspaceId, watchRuns), eq(watchRuns.id, id)));
  return row;
}

/** The run has an Apify run going: a retry of its job waits for that one instead of another. */
export async function markWatchRunStarted(db: WorkspaceDb, id: number, apifyRunId: string) {
  await db
    .update(watchRuns)
    .set({ state: 'running', apifyRunId })
    .where(and(inWorkspace(db.workspaceId, watchRuns), eq(watchRuns.id, id)));
}

/** A run that imported: its counts kept, and its watch's run of failures ended. */
export async function recordWatchSuccess(
  db: WorkspaceDb,
  run: { id: number; watchId: number },
  counts: RunCounts,
  now: Date,
): Promise<void> {
  await db
    .update(watchRuns)
    .set({ state: 'succeeded', ...counts, error: null, finishedAt: now })
    .where(and(inWorkspace(db.workspaceId, watchRuns), eq(watchRuns.id, run.id), isGoing));
  await db
    .update(watches)
    .set({ consecutiveFailures: 0 })
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, run.watchId)));
}

/**
 * Counts a failed run against its watch: the third in a row pauses it, saying why. The watch as
 * it is then, so the caller can tell the workspace it paused.
 */
export async function countWatchFailure(
  db: WorkspaceDb,
  watchId: number,
  reason: string,
): Promise<WatchRow | undefined> {
  const failures = sql`${watches.consecutiveFailures} + 1`;
  const pausing = sql`${failures} >= ${WATCH_FAILURES_BEFORE_PAUSE} and ${watches.state} = 'active'`;
  const [watch] = await db
    .update(watches)
    .set({
      consecutiveFailures: failures,
      state: sql`case when ${pausing} then 'paused' else ${watches.state} end`,
      pausedReason: sql`case when ${pausing} then ${pausedReason(reason)} else ${watches.pausedReason} end`,
      nextRunAt: sql`case when ${pausing} then null else ${watches.nextRunAt} end`,
    })
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, watchId)))
    .returning();
  return watch;
}

/** Ends a run as failed, with its reason. */
export async function recordRunFailure(
  db: WorkspaceDb,
  runId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(watchRuns)
    .set({ state: 'failed', error: reason, finishedAt: now })
    .where(and(inWorkspace(db.workspaceId, watchRuns), eq(watchRuns.id, runId), isGoing));
}

/** What a watch that paused itself says. */
export function pausedReason(lastError: string): string {
  return `Pausado tras ${WATCH_FAILURES_BEFORE_PAUSE} ejecuciones fallidas seguidas. Último error: ${lastError}`;
}
