import { ApifyError } from '../../infra/apify/apify-error';
import { workspaceTransaction } from '../in-workspace';
import { NOTHING_DONE, recordProgress } from '../jobs/job-progress';
import type { JobRunner } from '../jobs/job-runner';
import { moveJob } from '../jobs/job-store';
import { type ImportDeps, importRun } from './import-run';
import { IMPORT_STATUS, claimImport, findScraperRun } from './scraper-run-store';

/**
 * Importing a finished Apify run (job kind `import-apify-run`, its subject the run's id), in one
 * piece: `importRun` skips what an earlier attempt stored and analyses what it left, so a retry
 * after a crash picks up where it stopped. Its total is the comments imported so far and its
 * done the ones analysed. Apify's own refusals fail the job at once; anything else (the
 * database away) is tried again.
 */
export function importJob(deps: ImportDeps): JobRunner {
  return {
    plan: async () => ({ total: 0, slices: [{ fromId: 0, toId: 0 }] }),
    expireInSeconds: () => 3_600,
    async runSlice(db, job, slice, context) {
      const run = await findScraperRun(db, job.subject ?? '');
      const finish = () =>
        workspaceTransaction(db, (tx) =>
          recordProgress(tx, job.id, NOTHING_DONE, { seq: slice.seq, now: context.now() }),
        );
      if (!run || run.status === IMPORT_STATUS.imported) return finish().then(() => true);
      // The job holds the run's claim; a retry takes it back from a failed attempt.
      const claimed =
        run.status === IMPORT_STATUS.importing ? run : await claimImport(db, run.id, deps.now());
      if (!claimed) return finish().then(() => true);
      try {
        const imported = await importRun(db, deps, claimed, async (progress) => {
          await moveJob(db, job.id, ['running'], {
            total: progress.imported,
            done: progress.analyzed,
          });
        });
        await moveJob(db, job.id, ['running'], {
          total: imported.imported,
          done: imported.analyzed,
        });
      } catch (error) {
        if (!(error instanceof ApifyError)) throw error;
        await moveJob(db, job.id, ['running'], {
          state: 'failed',
          finishedAt: context.now(),
          error: error.message,
        });
      }
      await finish();
      return true;
    },
  };
}
