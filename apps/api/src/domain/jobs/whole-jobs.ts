import { recomputeRealScores } from '../analysis/recompute-real-scores';
import { ReclassifyStopped, reclassifyIndustries } from '../industries/reclassify';
import { workspaceTransaction } from '../in-workspace';
import { cancellableWork } from './cancellable-work';
import { countFinishedJob } from './job-metrics';
import { recordProgress, type SliceCounts } from './job-progress';
import type { JobRunner } from './job-runner';
import { moveJob } from './job-store';

/**
 * Work done in one piece, run as a job so it leaves the request and survives a restart: it is
 * safe to run again, so a slice retried after a crash simply redoes it. Its total is known only
 * once it is done. Work that stopped before the end (undefined) is handed back by a stopping
 * worker, and is over for a cancelled job.
 */
function wholeJob(
  work: (
    ...args: Parameters<JobRunner['runSlice']>
  ) => Promise<({ total: number } & SliceCounts) | undefined>,
  expireInSeconds: number,
): JobRunner {
  return {
    plan: async () => ({ total: 0, slices: [{ fromId: 0, toId: 0 }] }),
    expireInSeconds: () => expireInSeconds,
    async runSlice(db, job, slice, context) {
      const done = await work(db, job, slice, context);
      if (!done) return !context.signal.aborted;
      const { total, ...counts } = done;
      const finished = await workspaceTransaction(db, async (tx) => {
        await moveJob(tx, job.id, ['running'], { total });
        return recordProgress(tx, job.id, counts, { seq: slice.seq, now: context.now() });
      });
      countFinishedJob(context.jobMetrics, finished);
      return true;
    },
  };
}

/** Recalcular: every real score and pain cluster of an industry, afresh. */
export const recalcRealJob = wholeJob(async (db, job) => {
  const updated = await recomputeRealScores(db, job.industry ?? '');
  return { total: updated, byModel: 0, byRules: updated, failed: 0 };
}, 600);

/**
 * Auto-clasificar: the workspace's unclassified sources, by the keyword rules then the model,
 * whose calls stop once the job is cancelled or the worker stops.
 */
export const reclassifyJob = wholeJob(async (db, job, _slice, context) => {
  const cancellable = context.industryClassifier
    ? cancellableWork(db, job.id, context, { jobId: job.id })
    : undefined;
  try {
    const result = await reclassifyIndustries(
      db,
      job.createdBy,
      context.industryClassifier,
      cancellable?.work.signal,
    );
    return { total: result.reclassified, byModel: result.byAI, byRules: result.byRules, failed: 0 };
  } catch (error) {
    if (error instanceof ReclassifyStopped) return undefined;
    throw error;
  } finally {
    cancellable?.stop();
  }
}, 1_800);
