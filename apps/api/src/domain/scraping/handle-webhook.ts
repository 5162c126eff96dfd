import type { ApifyWebhookPayload, ScraperPlatform } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { actorPlatform } from './actor-platform';
import { ownAccountApi, scraperApiFor } from './apify-account';
import { ApifyError } from './scraper-api';
import type { ScrapingDeps } from './scraping-deps';
import {
  type NewScraperRun,
  type ScraperRunRow,
  claimImport,
  ensureScraperRun,
  findScraperRun,
  recordApifyStatus,
} from './scraper-run-store';

/**
 * Where a run of the workspace's own Apify account that Réplica did not start belongs: the
 * webhook URL's `?industry=&platform=`.
 */
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

/** An event for a run this workspace neither started nor has in its own Apify account. */
export class UnknownRunError extends Error {
  override name = 'UnknownRunError';
}

/**
 * Applies one of Apify's webhook events: records the run's status and on success claims it and
 * queues its import as a job (`import-job.ts`), which any worker takes up and a restart does not
 * lose. The webhook's token names the workspace, and only a run that is the workspace's own lands
 * in it: one it started, or one of its own Apify account (else {@link UnknownRunError}). Test
 * events and events of anything but runs change nothing. A replay finds the run imported or being
 * imported and starts nothing.
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
    (await ensureOwnAccountRun(db, deps, runId, {
      actorId,
      taskId,
      platform: defaults.platform ?? actorPlatform(actorId, taskId),
      industry: defaults.industry,
      status,
      datasetId,
    }));
  if (status === 'SUCCEEDED' && !datasetId && !row.datasetId) {
    const api = await scraperApiFor(db, deps.apify);
    datasetId = (await api.getRun(runId)).defaultDatasetId ?? null;
  }
  datasetId ??= row.datasetId;
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

/**
 * Records a run the workspace did not start through Réplica (from Apify's console or a schedule)
 * when it is one of the workspace's own Apify account, which Apify confirms by showing it to
 * that account's token; it takes the webhook URL's `defaults`. Any other run, one of the
 * server's shared account included, is an {@link UnknownRunError} and nothing is stored.
 */
async function ensureOwnAccountRun(
  db: WorkspaceDb,
  deps: ScrapingDeps,
  runId: string,
  run: Omit<NewScraperRun, 'apifyRunId' | 'createdBy'>,
): Promise<ScraperRunRow> {
  const own = await ownAccountApi(db, deps.apify);
  if (!own) throw new UnknownRunError();
  try {
    await own.getRun(runId);
  } catch (error) {
    if (error instanceof ApifyError && error.status === 404) throw new UnknownRunError();
    throw error;
  }
  return ensureScraperRun(db, { ...run, apifyRunId: runId, createdBy: null });
}
