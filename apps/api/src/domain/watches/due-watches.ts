import { and, asc, eq, exists, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { apifyAccounts, watchRuns, watches, workspaces } from '../../db/schema';
import type { JobStarter } from '../jobs/job-starter';
import { serverTimeZone } from '../workspaces/workspace-settings';
import { nextRunAfter } from './next-run';

/** Watches started per look, so one look stays short however many fall due together. */
const DUE_AT_ONCE = 100;

/** Which workspaces have Apify to run on. */
export interface ApifyReach {
  /**
   * The server has an account of its own, which every workspace's runs may go through; without
   * it, only workspaces that connected their own have watches due (`canScrape`).
   */
  serverAccount: boolean;
}

interface QueuedRun {
  id: number;
  workspaceId: number;
  industry: string;
  createdBy: number | null;
}

/**
 * The scheduler's look: every active watch whose time has come, in any workspace, gets
 * a run for that time and is next due by its schedule after `now` (a watch due several times
 * while no process looked runs once, not once per missed time). Each run is then started as a
 * job. Any number of processes may look at once: a due watch is locked and skipped by the others,
 * and a run is unique per watch and time. Runs whose job never started (the process died in
 * between) are started on the next look. The watches of a workspace with no Apify account to run
 * on wait, still due, until one is connected. Answers how many jobs it started.
 */
export async function startDueWatches(
  database: Database,
  jobs: JobStarter,
  now: Date,
  { serverAccount }: ApifyReach,
): Promise<number> {
  const hasApify = serverAccount
    ? undefined
    : exists(
        database.db
          .select({ one: sql`1` })
          .from(apifyAccounts)
          .where(eq(apifyAccounts.workspaceId, watches.workspaceId)),
      );
  await database.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: watches.id,
        workspaceId: watches.workspaceId,
        frequency: watches.frequency,
        weekday: watches.weekday,
        hour: watches.hour,
        nextRunAt: watches.nextRunAt,
        timeZone: workspaces.timeZone,
      })
      .from(watches)
      .innerJoin(workspaces, eq(workspaces.id, watches.workspaceId))
      .where(and(eq(watches.state, 'active'), lte(watches.nextRunAt, now), hasApify))
      .orderBy(asc(watches.nextRunAt))
      .limit(DUE_AT_ONCE)
      .for('update', { of: watches, skipLocked: true });
    for (const watch of due) {
      await tx
        .insert(watchRuns)
        .values({
          workspaceId: watch.workspaceId,
          watchId: watch.id,
          scheduledFor: watch.nextRunAt!,
        })
        .onConflictDoNothing();
      await tx
        .update(watches)
        .set({ nextRunAt: nextRunAfter(watch, watch.timeZone ?? serverTimeZone(), now) })
        .where(eq(watches.id, watch.id));
    }
  });
  await endRunsOfEndedJobs(database, now);
  const queued = await runsWithoutJob(database);
  for (const run of queued) await startWatchRun(database, jobs, run);
  return queued.length;
}

/**
 * Runs whose job ended without them (cancelled from the jobs list, or given up by the queue after
 * its slice kept failing) end failed, saying so, instead of reading 'queued' or 'running' for
 * ever. Apify's own failures never get here: the job records those on its run before it ends.
 */
async function endRunsOfEndedJobs(database: Database, now: Date): Promise<void> {
  await database.db.execute(sql`
    update watch_runs r
    set state = 'failed', finished_at = ${now.toISOString()}::timestamptz,
      error = case j.state when 'cancelled' then 'Cancelado' else coalesce(j.error, 'El trabajo falló') end
    from jobs j
    where r.state in ('queued', 'running')
      and j.workspace_id = r.workspace_id and j.kind = 'watch-run' and j.subject = r.id::text
      and j.state in ('failed', 'cancelled')`);
}

/** Starts the job of one run of a watch (idempotent: the job is keyed by the run). */
export async function startWatchRun(database: Database, jobs: JobStarter, run: QueuedRun) {
  await jobs.start(database.forWorkspace(run.workspaceId), {
    kind: 'watch-run',
    industry: run.industry,
    subject: String(run.id),
    createdBy: run.createdBy,
  });
}

/** Runs still queued with no job of theirs, across workspaces. */
async function runsWithoutJob(database: Database): Promise<QueuedRun[]> {
  const { rows } = await database.db.execute<{
    id: number;
    workspace_id: number;
    industry: string;
    created_by: number | null;
  }>(sql`
    select r.id, r.workspace_id, w.industry, w.created_by
    from watch_runs r join watches w on w.id = r.watch_id
    where r.state = 'queued'
      and not exists (
        select 1 from jobs j
        where j.workspace_id = r.workspace_id and j.kind = 'watch-run' and j.subject = r.id::text
      )
    order by r.id
    limit ${DUE_AT_ONCE}`);
  return rows.map((row) => ({
    id: Number(row.id),
    workspaceId: Number(row.workspace_id),
    industry: row.industry,
    createdBy: row.created_by === null ? null : Number(row.created_by),
  }));
}
