import type { Watch, WatchRequest, WatchRun } from '@replica/api-client/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { watchRuns, watches } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace } from '../in-workspace';
import { ensureIndustry } from '../industries/ensure-industry';
import { parseRunInput } from '../scraping/run-input';
import { nextRunAfter } from './next-run';

export type WatchRow = typeof watches.$inferSelect;
export type WatchRunRow = typeof watchRuns.$inferSelect;

/** The runs a watch's history shows, newest first. */
const HISTORY_LENGTH = 50;

/** When and where a change happens: the workspace's zone decides a watch's next run. */
export interface WatchClock {
  timeZone: string;
  now: Date;
}

/** The columns a request sets, checked: the input must be a JSON object (InvalidRunInputError). */
function watchColumns(request: WatchRequest) {
  parseRunInput(request.inputJson);
  return {
    name: request.name,
    actorId: request.actorId || null,
    taskId: request.actorId ? null : request.taskId || null,
    inputJson: request.inputJson?.trim() || null,
    platform: request.platform,
    industry: request.industry,
    urlHint: request.urlHint || null,
    frequency: request.frequency,
    weekday: request.frequency === 'weekly' ? (request.weekday ?? null) : null,
    hour: request.hour,
  };
}

export async function createWatch(
  db: WorkspaceDb,
  request: WatchRequest,
  { timeZone, now, userId }: WatchClock & { userId: number },
): Promise<Watch> {
  const columns = watchColumns(request);
  await ensureIndustry(db, columns.industry);
  const [row] = await db
    .insert(watches)
    .values({
      ...columns,
      workspaceId: db.workspaceId,
      nextRunAt: nextRunAfter(columns, timeZone, now),
      createdBy: userId,
    })
    .returning();
  await recordAudit(db, {
    userId,
    action: 'watch.create',
    entity: 'watch',
    entityIds: [row!.id],
    details: { name: row!.name, industry: row!.industry },
  });
  return watchView(row!, null);
}

/** Edits a watch; an active one is next due by its new schedule. Null when there is none. */
export async function updateWatch(
  db: WorkspaceDb,
  id: number,
  request: WatchRequest,
  { timeZone, now, userId }: WatchClock & { userId: number },
): Promise<Watch | null> {
  const columns = watchColumns(request);
  await ensureIndustry(db, columns.industry);
  const [row] = await db
    .update(watches)
    .set({
      ...columns,
      nextRunAt: sql`case when ${watches.state} = 'active' then ${nextRunAfter(columns, timeZone, now).toISOString()}::timestamptz end`,
    })
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, id)))
    .returning();
  if (!row) return null;
  await recordAudit(db, { userId, action: 'watch.update', entity: 'watch', entityIds: [id] });
  return withLastRun(db, row);
}

/** Pauses a watch by hand: no reason is kept, and it is not due until resumed. */
export async function pauseWatch(db: WorkspaceDb, id: number, userId: number) {
  const [row] = await db
    .update(watches)
    .set({ state: 'paused', pausedReason: null, nextRunAt: null })
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, id)))
    .returning();
  if (!row) return null;
  await recordAudit(db, { userId, action: 'watch.pause', entity: 'watch', entityIds: [id] });
  return withLastRun(db, row);
}

/** Resumes a watch: its failures are forgiven and it is next due by its schedule from now. */
export async function resumeWatch(
  db: WorkspaceDb,
  id: number,
  { timeZone, now, userId }: WatchClock & { userId: number },
) {
  const found = await findWatch(db, id);
  if (!found) return null;
  const [row] = await db
    .update(watches)
    .set({
      state: 'active',
      pausedReason: null,
      consecutiveFailures: 0,
      nextRunAt: nextRunAfter(found, timeZone, now),
    })
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, id)))
    .returning();
  await recordAudit(db, { userId, action: 'watch.resume', entity: 'watch', entityIds: [id] });
  return withLastRun(db, row!);
}

/** Deletes a watch and its history; the comments it imported stay. How many were deleted. */
export async function deleteWatch(db: WorkspaceDb, id: number, userId: number): Promise<number> {
  const deleted = await db
    .delete(watches)
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, id)))
    .returning({ id: watches.id });
  if (deleted.length > 0) {
    await recordAudit(db, { userId, action: 'watch.delete', entity: 'watch', entityIds: [id] });
  }
  return deleted.length;
}

export async function findWatch(db: WorkspaceDb, id: number): Promise<WatchRow | undefined> {
  const [row] = await db
    .select()
    .from(watches)
    .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, id)));
  return row;
}

/**
 * Every watch of the workspace, oldest first, each with its latest run. Without Apify to run on
 * (`canScrape`), the active ones are shown waiting for it, with no next run.
 */
export async function listWatches(
  db: WorkspaceDb,
  { apifyAvailable }: { apifyAvailable: boolean },
): Promise<Watch[]> {
  const rows = await db
    .select()
    .from(watches)
    .where(inWorkspace(db.workspaceId, watches))
    .orderBy(watches.id);
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([watchRuns.watchId])
    .from(watchRuns)
    .where(
      and(
        inWorkspace(db.workspaceId, watchRuns),
        inArray(
          watchRuns.watchId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(watchRuns.watchId, desc(watchRuns.id));
  const byWatch = new Map(latest.map((run) => [run.watchId, run]));
  return rows.map((row) => watchView(row, byWatch.get(row.id) ?? null, apifyAvailable));
}

/**
 * A run of a watch asked for now ('Ejecutar ahora'), to be started as a job; undefined while the
 * watch has a run queued or running, so repeated clicks start one Apify run, not one each.
 */
export async function addWatchRun(
  db: WorkspaceDb,
  watchId: number,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // The watch's row is the lock: two clicks at once see each other's run, not both none.
    await tx
      .select({ id: watches.id })
      .from(watches)
      .where(and(inWorkspace(db.workspaceId, watches), eq(watches.id, watchId)))
      .for('update');
    const [open] = await tx
      .select({ id: watchRuns.id })
      .from(watchRuns)
      .where(
        and(
          inWorkspace(db.workspaceId, watchRuns),
          eq(watchRuns.watchId, watchId),
          inArray(watchRuns.state, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (open) return undefined;
    const [run] = await tx
      .insert(watchRuns)
      .values({ workspaceId: db.workspaceId, watchId, scheduledFor: now })
      .returning({ id: watchRuns.id });
    return run!.id;
  });
}

/** A watch's runs, newest first. */
export async function watchRunHistory(db: WorkspaceDb, id: number): Promise<WatchRun[]> {
  const rows = await db
    .select()
    .from(watchRuns)
    .where(and(inWorkspace(db.workspaceId, watchRuns), eq(watchRuns.watchId, id)))
    .orderBy(desc(watchRuns.id))
    .limit(HISTORY_LENGTH);
  return rows.map(watchRunView);
}

async function withLastRun(db: WorkspaceDb, row: WatchRow): Promise<Watch> {
  const [last] = await db
    .select()
    .from(watchRuns)
    .where(and(inWorkspace(db.workspaceId, watchRuns), eq(watchRuns.watchId, row.id)))
    .orderBy(desc(watchRuns.id))
    .limit(1);
  return watchView(row, last ?? null);
}

/**
 * A watch as the API shows it. Its writes are refused without Apify, so only the list is ever
 * asked with `apifyAvailable` false.
 */
export function watchView(
  row: WatchRow,
  lastRun: WatchRunRow | null,
  apifyAvailable = true,
): Watch {
  // The stored next run is kept: it is due again as soon as an account is connected.
  const waitingForApify = row.state === 'active' && !apifyAvailable;
  return {
    id: row.id,
    name: row.name,
    actorId: row.actorId,
    taskId: row.taskId,
    inputJson: row.inputJson,
    platform: row.platform as Watch['platform'],
    industry: row.industry,
    urlHint: row.urlHint,
    frequency: row.frequency as Watch['frequency'],
    weekday: row.weekday,
    hour: row.hour,
    state: row.state as Watch['state'],
    pausedReason: row.pausedReason,
    consecutiveFailures: row.consecutiveFailures,
    waitingForApify,
    nextRunAt: waitingForApify ? null : (row.nextRunAt?.toISOString() ?? null),
    lastRun: lastRun && watchRunView(lastRun),
    createdAt: row.createdAt.toISOString(),
  };
}

function watchRunView(row: WatchRunRow): WatchRun {
  return {
    id: row.id,
    scheduledFor: row.scheduledFor.toISOString(),
    state: row.state as WatchRun['state'],
    imported: row.imported,
    analyzed: row.analyzed,
    skipped: row.skipped,
    error: row.error,
    apifyRunId: row.apifyRunId,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
