import { workspaceTransaction } from '../in-workspace';
import { cancellableWork } from '../jobs/cancellable-work';
import { countFinishedJob } from '../jobs/job-metrics';
import { NOTHING_DONE, recordProgress } from '../jobs/job-progress';
import type { JobRunner } from '../jobs/job-runner';
import { moveJob } from '../jobs/job-store';
import { type ImportDeps, type ImportOptions, ImportStopped, importRun } from './import-run';
import { ApifyError, FINAL_RUN_STATUSES } from './scraper-api';
import {
  FAILED_RUN_STATUSES,
  IMPORT_STATUS,
  type ScraperRunRow,
  claimImport,
  findScraperRun,
  recordApifyStatus,
} from './scraper-run-store';
import { scraperApiFor } from './apify-account';

// How long one attempt waits for a run still going on Apify; the queue's retries wait again.
const RUN_WAIT_S = 600;

/**
 * Importing an Apify run (job kind `import-apify-run`, its subject the run's id), in one piece.
 * A run still going on Apify (`run-apify-task` past its wait) is waited for first, so it is
 * imported even where no webhook can reach the server. `importRun` skips what an earlier attempt
 * stored and analyses what it left, so a retry after a crash picks up where it stopped. The job's
 * total is the comments imported so far and its done the ones analysed. Its analysis waits out
 * an AI provider's long retry-after as an analysis job does; cancelling the job stops the model's
 * calls and the import (what it stored is kept; importing the run again goes on), a stopping
 * worker hands the job back. Apify's own refusals and runs that end without success fail the job
 * at once; anything else (the database away) is tried again.
 */
export function importJob(deps: ImportDeps): JobRunner {
  return {
    plan: async () => ({ total: 0, slices: [{ fromId: 0, toId: 0 }] }),
    expireInSeconds: () => RUN_WAIT_S + 3_600,
    async runSlice(db, job, slice, context) {
      const fail = async (error: string) =>
        countFinishedJob(
          context.jobMetrics,
          await moveJob(db, job.id, ['running'], {
            state: 'failed',
            finishedAt: context.now(),
            error,
          }),
        );
      const apifyRunId = job.subject ?? '';
      const cancellable = cancellableWork(db, job.id, context, { jobId: job.id, apifyRunId });
      try {
        const imported = await importFinishedRun(db, deps, apifyRunId, {
          onProgress: async (progress) => {
            await moveJob(db, job.id, ['running'], {
              total: progress.imported,
              done: progress.analyzed,
            });
          },
          work: cancellable.work,
        });
        if (imported) {
          await moveJob(db, job.id, ['running'], {
            total: imported.imported,
            done: imported.analyzed,
          });
        }
      } catch (error) {
        if (error instanceof ImportStopped) {
          if (context.signal.aborted) return false;
        } else {
          if (!(error instanceof ApifyError)) throw error;
          await fail(error.message);
        }
      } finally {
        cancellable.stop();
      }
      const ended = await workspaceTransaction(db, (tx) =>
        recordProgress(tx, job.id, NOTHING_DONE, { seq: slice.seq, now: context.now() }),
      );
      countFinishedJob(context.jobMetrics, ended);
      return true;
    },
  };
}

/**
 * Waits for an Apify run this workspace started to finish, then imports and analyses it (or
 * finishes an import an earlier attempt left half-done); the run's row with its counts, undefined
 * for a run the workspace does not know. A run that ended without success is an ApifyError.
 */
export async function importFinishedRun(
  db: Parameters<JobRunner['runSlice']>[0],
  deps: ImportDeps,
  apifyRunId: string,
  options: ImportOptions = {},
): Promise<ScraperRunRow | undefined> {
  const run = await finishedRun(db, deps, apifyRunId);
  if (!run || run.status === IMPORT_STATUS.imported) return run;
  if (FAILED_RUN_STATUSES.has(run.status)) {
    throw new ApifyError(`la ejecución ${run.apifyRunId} terminó con estado ${run.status}`, 0);
  }
  // The job holds the run's claim, whoever took it: a retry takes it back from a failed attempt,
  // and one the webhook took since the read above is this job's too (every claimant starts the
  // run's job, and its start found this one).
  if (run.status !== IMPORT_STATUS.importing) await claimImport(db, run.id, deps.now());
  const current = await findScraperRun(db, apifyRunId);
  return current?.status === IMPORT_STATUS.importing
    ? importRun(db, deps, current, options)
    : current;
}

/**
 * The run's row once Apify has finished it, waiting for a run still going (its new status
 * recorded); undefined for a run this workspace does not know. A run still going after the
 * wait is an error the queue retries.
 */
async function finishedRun(
  db: Parameters<JobRunner['runSlice']>[0],
  deps: ImportDeps,
  apifyRunId: string,
): Promise<ScraperRunRow | undefined> {
  const run = await findScraperRun(db, apifyRunId);
  if (!run || FINAL_RUN_STATUSES.has(run.status) || isImportStatus(run.status)) return run;
  const api = await scraperApiFor(db, deps.apify);
  const seen = await api.waitForRun({ id: apifyRunId, status: run.status }, RUN_WAIT_S);
  if (!FINAL_RUN_STATUSES.has(seen.status)) {
    throw new Error(`Apify run ${apifyRunId} still ${seen.status} after ${RUN_WAIT_S} s`);
  }
  await recordApifyStatus(
    db,
    run.id,
    { status: seen.status, datasetId: seen.defaultDatasetId },
    deps.now(),
  );
  return findScraperRun(db, apifyRunId);
}

const isImportStatus = (status: string) =>
  (Object.values(IMPORT_STATUS) as string[]).includes(status);
