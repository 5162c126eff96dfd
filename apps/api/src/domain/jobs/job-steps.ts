import { and, eq, isNull } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { jobChunks } from '../../db/schema';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import { countFinishedJob } from './job-metrics';
import type { JobContext, JobRunner, JobRunners } from './job-runner';
import { type JobRow, findJob, moveJob } from './job-store';

/**
 * What a job goes through, whichever queue carries it: planned into slices once, each slice run
 * while the job still runs, failed when a slice keeps failing. The queue's worker (infra) only
 * delivers the messages that call these steps.
 */

const SLICES_PER_INSERT = 1_000;

/**
 * A job still to do and how it runs; nothing once it has ended (done, cancelled, failed) or is
 * gone, so a late message is simply used up.
 */
export async function activeJob(
  db: WorkspaceDb,
  jobId: number,
  runners: JobRunners,
): Promise<{ job: JobRow; runner: JobRunner } | undefined> {
  const job = await findJob(db, jobId);
  if (!job || (job.state !== 'queued' && job.state !== 'running')) return undefined;
  return { job, runner: runners[job.kind as keyof JobRunners] };
}

/**
 * Plans a queued job into its slices and marks it running (done at once when there is nothing
 * to do), then answers the slices not yet done: after a retry that had planned already, those
 * are what must be queued again.
 */
export async function planJob(
  db: WorkspaceDb,
  { job, runner }: { job: JobRow; runner: JobRunner },
  context: JobContext,
): Promise<number[]> {
  if (job.state === 'queued') {
    const { total, slices } = await runner.plan(db, job, context);
    const planned = await workspaceTransaction(db, async (tx) => {
      for (let start = 0; start < slices.length; start += SLICES_PER_INSERT) {
        await tx
          .insert(jobChunks)
          .values(
            slices
              .slice(start, start + SLICES_PER_INSERT)
              .map((slice, index) => ({ jobId: job.id, seq: start + index, ...slice })),
          )
          .onConflictDoNothing();
      }
      const now = context.now();
      return moveJob(tx, job.id, ['queued'], {
        state: slices.length === 0 ? 'done' : 'running',
        total,
        chunksTotal: slices.length,
        startedAt: now,
        finishedAt: slices.length === 0 ? now : null,
      });
    });
    countFinishedJob(context.jobMetrics, planned);
  }
  return openSlices(db, job.id);
}

/**
 * Runs one slice of a running job, unless it is done already (a replayed message).
 *
 * @returns false when the slice was cut short by a stop and must be handed back
 */
export async function runSlice(
  db: WorkspaceDb,
  jobId: number,
  seq: number,
  runners: JobRunners,
  context: JobContext,
): Promise<boolean> {
  const active = await activeJob(db, jobId, runners);
  if (active?.job.state !== 'running') return true;
  const [slice] = await db
    .select()
    .from(jobChunks)
    .where(
      and(
        inWorkspace(db.workspaceId, jobChunks),
        eq(jobChunks.jobId, jobId),
        eq(jobChunks.seq, seq),
      ),
    );
  if (!slice || slice.doneAt) return true;
  return active.runner.runSlice(db, active.job, slice, context);
}

/** Fails a job one of whose slices failed every attempt the queue gave it. */
export async function giveUpJob(db: WorkspaceDb, jobId: number, context: JobContext) {
  const failed = await moveJob(db, jobId, ['queued', 'running'], {
    state: 'failed',
    finishedAt: context.now(),
    error: 'Una parte del trabajo falló demasiadas veces',
  });
  countFinishedJob(context.jobMetrics, failed);
}

async function openSlices(db: WorkspaceDb, jobId: number): Promise<number[]> {
  const rows = await db
    .select({ seq: jobChunks.seq })
    .from(jobChunks)
    .where(
      and(
        inWorkspace(db.workspaceId, jobChunks),
        eq(jobChunks.jobId, jobId),
        isNull(jobChunks.doneAt),
      ),
    )
    .orderBy(jobChunks.seq);
  return rows.map((row) => row.seq);
}
