import type { ApifyWebhookPayload, ScraperPlatform } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { actorPlatform } from './actor-platform';
import type { ScrapingDeps } from './scraping-deps';
import {
  claimImport,
  ensureScraperRun,
  findScraperRun,
  recordApifyStatus,
} from './scraper-run-store';

/** Where a run the server did not start belongs: the webhook URL's `?industry=&platform=`. */
export interface WebhookDefaults {
  industry: string;
  platform?: ScraperPlatform | undefined;
}

export interface WebhookOutcome {
  runId?: string;
  status?: string;
  /** The job importing the run this event announced finished; undefined when none started. */
  jobId?: number;
}

// Apify's event types name the status a run reached, with `_` where the status has `-`.
const EVENT_STATUS: Readonly<Record<string, string>> = {
  'ACTOR.RUN.CREATED': 'READY',
  'ACTOR.RUN.RESURRECTED': 'RUNNING',
  'ACTOR.RUN.SUCCEEDED': 'SUCCEEDED',
  'ACTOR.RUN.FAILED': 'FAILED',
  'ACTOR.RUN.ABORTED': 'ABORTED',
  'ACTOR.RUN.TIMED_OUT': 'TIMED-OUT',
};

/**
 * Applies one of Apify's webhook events: records the run (a new one takes `defaults`) and its
 * status, and on success claims it and queues its import as a job (`import-job.ts`), which any
 * worker takes up and a restart does not lose. Test events and
 * events of anything but runs change nothing. A replay finds the run imported or being imported
 * and starts nothing.
 */
export async function handleApifyEvent(
  db: WorkspaceDb,
  deps: ScrapingDeps,
  payload: ApifyWebhookPayload,
  defaults: WebhookDefaults,
): Promise<WebhookOutcome> {
  const eventStatus = EVENT_STATUS[payload.eventType];
  const runId = payload.eventData?.actorRunId ?? payload.resource?.id;
  if (!eventStatus || !runId) return {};

  const actorId = payload.eventData?.actorId ?? payload.resource?.actId ?? null;
  const taskId = payload.eventData?.actorTaskId ?? payload.resource?.actorTaskId ?? null;
  // The resource is the run as it was when the event fired; the event type is the fallback.
  const status = payload.resource?.status || eventStatus;
  let datasetId = payload.resource?.defaultDatasetId ?? null;
  const row =
    (await findScraperRun(db, runId)) ??
    (await ensureScraperRun(db, {
      apifyRunId: runId,
      actorId,
      taskId,
      platform: defaults.platform ?? actorPlatform(actorId, taskId),
      industry: defaults.industry,
      status,
      datasetId,
      createdBy: null,
    }));
  datasetId ??= row.datasetId;
  if (status === 'SUCCEEDED' && !datasetId && deps.apify.api) {
    datasetId = (await deps.apify.api.getRun(runId)).defaultDatasetId ?? null;
  }
  await recordApifyStatus(db, row.id, { status, datasetId }, deps.now());
  if (status !== 'SUCCEEDED') return { runId, status };

  if (!deps.jobs) throw new Error('the webhook imports through the job queue, which is missing');
  const claimed = await claimImport(db, row.id, deps.now());
  if (!claimed) return { runId, status };
  const job = await deps.jobs.start(db, {
    kind: 'import-apify-run',
    industry: claimed.industry,
    subject: runId,
    createdBy: claimed.createdBy,
  });
  return { runId, status: claimed.status, jobId: job.id };
}
