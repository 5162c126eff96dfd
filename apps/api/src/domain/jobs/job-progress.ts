import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { jobChunks, jobs } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import type { JobRow } from './job-store';

/** What a slice (or part of one) got done. */
export interface SliceCounts {
  byModel: number;
  byRules: number;
  failed: number;
  /** Of those by the rules, the ones meant for the AI model, by why it did not answer. */
  fallbacks?: Readonly<Record<string, number>>;
  /** The tokens the AI provider billed for them, by kind. */
  tokens?: Readonly<Record<string, number>>;
}

export const NOTHING_DONE: SliceCounts = { byModel: 0, byRules: 0, failed: 0 };

/**
 * Counts work into its job, inside the transaction that stored it, so the counters never say
 * more or less than what is stored. With `seq` the slice is also marked done, once: a message
 * delivered again finds it done and counts nothing. The job is done with its last slice; the
 * job's row is returned when this call is the one that made it done.
 */
export async function recordProgress(
  tx: WorkspaceDb,
  jobId: number,
  counts: SliceCounts,
  { seq, now }: { seq?: number; now: Date },
): Promise<JobRow | undefined> {
  let sliceDone = 0;
  if (seq !== undefined) {
    const marked = await tx
      .update(jobChunks)
      .set({ doneAt: now })
      .where(
        and(
          inWorkspace(tx.workspaceId, jobChunks),
          eq(jobChunks.jobId, jobId),
          eq(jobChunks.seq, seq),
          isNull(jobChunks.doneAt),
        ),
      )
      .returning({ seq: jobChunks.seq });
    sliceDone = marked.length;
  }
  const done = counts.byModel + counts.byRules;
  if (done + counts.failed + sliceDone === 0) return undefined;
  const [row] = await tx
    .update(jobs)
    .set({
      done: sql`${jobs.done} + ${done}`,
      byModel: sql`${jobs.byModel} + ${counts.byModel}`,
      byRules: sql`${jobs.byRules} + ${counts.byRules}`,
      failed: sql`${jobs.failed} + ${counts.failed}`,
      chunksDone: sql`${jobs.chunksDone} + ${sliceDone}`,
      ...(counts.fallbacks &&
        Object.keys(counts.fallbacks).length > 0 && {
          fallbackReasons: addedCounts(jobs.fallbackReasons, counts.fallbacks),
        }),
      ...(counts.tokens &&
        Object.keys(counts.tokens).length > 0 && {
          aiTokens: addedCounts(jobs.aiTokens, counts.tokens),
        }),
      // The last slice finishes the job, unless it was cancelled meanwhile.
      state: sql`case when ${jobs.state} = 'running' and ${jobs.chunksDone} + ${sliceDone} >= ${jobs.chunksTotal} then 'done' else ${jobs.state} end`,
      finishedAt: sql`case when ${jobs.state} = 'running' and ${jobs.chunksDone} + ${sliceDone} >= ${jobs.chunksTotal} then ${now.toISOString()}::timestamptz else ${jobs.finishedAt} end`,
    })
    .where(and(inWorkspace(tx.workspaceId, jobs), eq(jobs.id, jobId)))
    .returning();
  // Each slice is marked once, so only the call that marked the last one sees them all done.
  const finishedIt = sliceDone === 1 && row?.state === 'done' && row.chunksDone === row.chunksTotal;
  return finishedIt ? row : undefined;
}

/** A jsonb of counts by key with `more` added key by key. */
function addedCounts(
  column: typeof jobs.fallbackReasons | typeof jobs.aiTokens,
  more: Readonly<Record<string, number>>,
) {
  return sql`(
    select coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
    from (
      select key, sum(value::int) as total
      from (
        select * from jsonb_each_text(${column})
        union all select * from jsonb_each_text(${JSON.stringify(more)}::jsonb)
      ) counted
      group by key
    ) summed)`;
}

/**
 * Locks the job's row for the rest of the transaction and says whether it is still running. A
 * slice stores its results only then: a cancel (which updates the same row) either waits for the
 * slice's commit and answers a count that includes it, or comes first and the slice stores
 * nothing, so nothing changes after a cancel has answered.
 */
export async function lockRunningJob(tx: WorkspaceDb, jobId: number): Promise<boolean> {
  const [row] = await tx
    .select({ state: jobs.state })
    .from(jobs)
    .where(and(inWorkspace(tx.workspaceId, jobs), eq(jobs.id, jobId)))
    .for('update');
  return row?.state === 'running';
}

/**
 * Takes up to `wanted` of the job's AI allowance (`maxAiComments`); how many it got. Workers
 * share the allowance through the job's row, so together they never spend more than it.
 */
export async function reserveAiAnalyses(
  db: WorkspaceDb,
  jobId: number,
  wanted: number,
): Promise<number> {
  if (wanted <= 0) return 0;
  const { rows } = await db.execute<{ granted: number }>(sql`
    with before as (
      select ${jobs.aiReserved} as reserved, ${jobs.maxAiComments} as max
      from ${jobs} where ${jobs.id} = ${jobId} and ${jobs.workspaceId} = ${db.workspaceId}
      for update
    )
    update ${jobs} set ai_reserved = before.reserved
      + least(${wanted}, greatest(0, coalesce(before.max, 2147483647) - before.reserved))
    from before
    where ${jobs.id} = ${jobId} and ${jobs.workspaceId} = ${db.workspaceId}
    returning ${jobs.aiReserved} - before.reserved as granted`);
  return Number(rows[0]?.granted ?? 0);
}
