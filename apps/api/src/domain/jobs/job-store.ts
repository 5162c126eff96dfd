import {
  ACTIVE_JOB_STATES,
  type Job,
  type JobKind,
  type JobState,
  jobKindSchema,
  jobStateSchema,
} from '@replica/api-client/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { jobs } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: JobKind;
  industry: string | null;
  subject?: string | null;
  maxAiComments?: number | null;
  createdBy: number | null;
}

const ACTIVE = [...ACTIVE_JOB_STATES];

/**
 * Records a job, or finds the one of the same kind and target already queued or running: the
 * partial unique index answers two requests at the same instant with one row. `created` says
 * which.
 */
export async function createOrFindActiveJob(
  db: WorkspaceDb,
  job: NewJob,
): Promise<{ row: JobRow; created: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      workspaceId: db.workspaceId,
      kind: job.kind,
      industry: job.industry,
      subject: job.subject ?? null,
      maxAiComments: job.maxAiComments ?? null,
      createdBy: job.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [active] = await db
    .select()
    .from(jobs)
    .where(
      and(
        inWorkspace(db.workspaceId, jobs),
        eq(jobs.kind, job.kind),
        sql`coalesce(${jobs.industry}, '') = ${job.industry ?? ''}`,
        sql`coalesce(${jobs.subject}, '') = ${job.subject ?? ''}`,
        inArray(jobs.state, ACTIVE),
      ),
    );
  // The active one finished between the insert and this read: a new one may start now.
  if (!active) return createOrFindActiveJob(db, job);
  return { row: active, created: false };
}

export async function findJob(db: WorkspaceDb, jobId: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(inWorkspace(db.workspaceId, jobs), eq(jobs.id, jobId)));
  return row;
}

// A screen shows the latest few; older jobs are history nobody pages through.
const LISTED_JOBS = 50;

/** The workspace's jobs, newest first: only queued and running ones with `active`. */
export function listJobs(
  db: WorkspaceDb,
  filter: { active: boolean; industry?: string | undefined },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        inWorkspace(db.workspaceId, jobs),
        filter.active ? inArray(jobs.state, ACTIVE) : undefined,
        filter.industry === undefined ? undefined : eq(jobs.industry, filter.industry),
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(LISTED_JOBS);
}

/** Sets a job's state, only from one of `from`; the row when it moved. */
export async function moveJob(
  db: WorkspaceDb,
  jobId: number,
  from: readonly JobState[],
  to: Partial<
    Pick<JobRow, 'state' | 'total' | 'done' | 'chunksTotal' | 'startedAt' | 'finishedAt' | 'error'>
  >,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set(to)
    .where(
      and(inWorkspace(db.workspaceId, jobs), eq(jobs.id, jobId), inArray(jobs.state, [...from])),
    )
    .returning();
  return row;
}

/** What a person sees of a job; the pace so far gives the time left. */
export function jobView(row: JobRow, now: Date): Job {
  return {
    id: row.id,
    kind: jobKindSchema.parse(row.kind),
    industry: row.industry,
    runId: row.kind === 'import-apify-run' ? row.subject : null,
    state: jobStateSchema.parse(row.state),
    total: row.total,
    done: row.done,
    byModel: row.byModel,
    byRules: row.byRules,
    failed: row.failed,
    fallbackReasons: row.fallbackReasons,
    aiTokens: {
      input: row.aiTokens.input ?? 0,
      output: row.aiTokens.output ?? 0,
      cacheRead: row.aiTokens.cacheRead ?? 0,
      cacheWrite: row.aiTokens.cacheWrite ?? 0,
    },
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    etaSeconds: etaSeconds(row, now),
    error: row.error,
  };
}

function etaSeconds(row: JobRow, now: Date): number | null {
  if (row.state !== 'running' || !row.startedAt || row.done === 0) return null;
  const elapsed = (now.getTime() - row.startedAt.getTime()) / 1000;
  const left = Math.max(0, row.total - row.done - row.failed);
  return Math.round((left * elapsed) / row.done);
}
