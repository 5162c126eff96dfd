import {
  type ScraperPlatform,
  WATCH_FAILURES_BEFORE_PAUSE,
  type WorkspaceSettings,
} from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import type { AlertChannels } from '../alerts/alert-channels';
import type { TellRises } from '../alerts/rising-alerts';
import { tellWorkspace } from '../alerts/tell-workspace';
import type { WaitingWork } from '../analysis/analyse-waiting-for-provider';
import { workspaceTransaction } from '../in-workspace';
import { cancellableWork } from '../jobs/cancellable-work';
import { countFinishedJob } from '../jobs/job-metrics';
import { NOTHING_DONE, recordProgress } from '../jobs/job-progress';
import type { JobRunner } from '../jobs/job-runner';
import { moveJob } from '../jobs/job-store';
import { importFinishedRun } from '../scraping/import-job';
import { type ImportDeps, ImportStopped } from '../scraping/import-run';
import { parseRunInput } from '../scraping/run-input';
import { ApifyError } from '../scraping/scraper-api';
import { recordStartedRun } from '../scraping/scraper-run-store';
import {
  countWatchFailure,
  findWatchRun,
  markWatchRunStarted,
  recordRunFailure,
  recordWatchSuccess,
} from './watch-outcome';
import { type WatchRow, findWatch } from './watch-store';
import { scraperApiFor } from '../scraping/apify-account';

/** What a watch's runs need besides Apify: the workspace's settings and the ways to tell it. */
export interface WatchJobDeps extends ImportDeps {
  settingsOf: (workspaceId: number) => Promise<WorkspaceSettings>;
  channels: AlertChannels;
}

// One attempt waits this long for Apify's run; the job's retries wait again.
const RUN_EXPIRY_S = 600 + 3_600;

/**
 * One run of a watch (job kind `watch-run`, its subject the watch run's id), in one piece:
 * starts the watch's actor or task on Apify (once: a retry waits for the run already started),
 * waits for it, imports the comments not seen before (the unique comment ids skip the rest),
 * analyses them and keeps the counts in the watch's history. Then it tells the workspace of any
 * objection tag of the industry now rising sharply. The analysis waits out an AI provider's long
 * retry-after as an analysis job does; cancelling the job stops the model's calls and the import,
 * a stopping worker hands the job back. Apify's refusals and failed runs count against the watch,
 * which pauses itself at the third in a row and says so; anything else (the database away) is
 * tried again by the queue.
 */
export function watchJob(deps: WatchJobDeps, tellRises: TellRises): JobRunner {
  return {
    plan: async () => ({ total: 0, slices: [{ fromId: 0, toId: 0 }] }),
    expireInSeconds: () => RUN_EXPIRY_S,
    async runSlice(db, job, slice, context) {
      const run = await findWatchRun(db, Number(job.subject));
      const watch = run && (await findWatch(db, run.watchId));
      if (run && watch && (run.state === 'queued' || run.state === 'running')) {
        const cancellable = cancellableWork(db, job.id, context, {
          jobId: job.id,
          watchRunId: run.id,
        });
        try {
          const counts = await scrapeOnce(db, deps, watch, run, cancellable.work);
          // Before the run reads as done, so whoever sees it done sees its alerts too.
          if (counts.imported > 0) await tellRises(db, watch.industry);
          await recordWatchSuccess(db, run, counts, context.now());
          await moveJob(db, job.id, ['running'], { total: counts.imported, done: counts.analyzed });
        } catch (error) {
          if (error instanceof ImportStopped) {
            if (context.signal.aborted) return false;
          } else {
            if (!(error instanceof ApifyError)) throw error;
            await failRun(db, deps, run, error.message, context.now());
            countFinishedJob(
              context.jobMetrics,
              await moveJob(db, job.id, ['running'], {
                state: 'failed',
                finishedAt: context.now(),
                error: error.message,
              }),
            );
          }
        } finally {
          cancellable.stop();
        }
      }
      const ended = await workspaceTransaction(db, (tx) =>
        recordProgress(tx, job.id, NOTHING_DONE, { seq: slice.seq, now: context.now() }),
      );
      countFinishedJob(context.jobMetrics, ended);
      return true;
    },
  };
}

/** Starts the watch's Apify run unless an earlier attempt did, and imports it when it ends. */
async function scrapeOnce(
  db: WorkspaceDb,
  deps: WatchJobDeps,
  watch: WatchRow,
  run: { id: number; apifyRunId: string | null },
  work: WaitingWork,
) {
  let apifyRunId = run.apifyRunId;
  if (!apifyRunId) {
    const api = await scraperApiFor(db, deps.apify);
    const target = watch.actorId ? { actorId: watch.actorId } : { taskId: watch.taskId ?? '' };
    const started = await api.startRun(target, parseRunInput(watch.inputJson ?? undefined));
    await recordStartedRun(db, {
      apifyRunId: started.id,
      actorId: watch.actorId,
      taskId: watch.taskId,
      platform: watch.platform as ScraperPlatform,
      industry: watch.industry,
      status: started.status,
      datasetId: started.defaultDatasetId ?? null,
      urlHint: watch.urlHint,
      createdBy: watch.createdBy,
    });
    await markWatchRunStarted(db, run.id, started.id);
    apifyRunId = started.id;
  }
  const imported = await importFinishedRun(db, deps, apifyRunId, { work });
  return {
    imported: imported?.imported ?? 0,
    analyzed: imported?.analyzed ?? 0,
    skipped: imported?.skipped ?? 0,
  };
}

/**
 * Records a failed run; when it paused the watch, tells the workspace why, before the run reads
 * as failed.
 */
async function failRun(
  db: WorkspaceDb,
  deps: WatchJobDeps,
  run: { id: number; watchId: number },
  reason: string,
  now: Date,
) {
  const watch = await countWatchFailure(db, run.watchId, reason);
  const justPaused =
    watch?.state === 'paused' &&
    watch.pausedReason !== null &&
    watch.consecutiveFailures === WATCH_FAILURES_BEFORE_PAUSE;
  const settings = justPaused ? await deps.settingsOf(db.workspaceId) : undefined;
  if (watch && settings?.alertOnWatchPaused) {
    await tellWorkspace(db, settings, deps.channels, {
      kind: 'watch-paused',
      industry: watch.industry,
      watchId: watch.id,
      subject: `El seguimiento «${watch.name}» se ha pausado`,
      text: [
        watch.pausedReason,
        'Revísalo y reanúdalo en Réplica › Ingesta › Seguimiento.',
        ...(deps.channels.publicUrl ? [`${deps.channels.publicUrl}/#/ingesta`] : []),
      ].join('\n'),
    });
  }
  await recordRunFailure(db, run.id, reason, now);
}
