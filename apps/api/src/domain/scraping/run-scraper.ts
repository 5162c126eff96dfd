import {
  APIFY_WEBHOOK_SECRET_HEADER,
  type RunScraperResult,
  type ScraperPlatform,
} from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import type { Logger } from 'pino';
import { recordAudit } from '../audit';
import { actorPlatform } from './actor-platform';
import { importRun } from './import-run';
import { ApifyError, FINAL_RUN_STATUSES, type RunTarget, type ScraperApi } from './scraper-api';
import type { ScrapingDeps } from './scraping-deps';
import {
  FAILED_RUN_STATUSES,
  IMPORT_STATUS,
  type ScraperRunRow,
  claimImport,
  recordApifyStatus,
  recordRunError,
  recordStartedRun,
  scraperRunById,
} from './scraper-run-store';
import { scraperApiFor } from './apify-account';

export interface ScraperRunRequest {
  target: RunTarget;
  input: Record<string, unknown>;
  /** Null for any other actor: its name or its items may still tell (`importRun`). */
  platform: ScraperPlatform | null;
  industry: string;
  urlHint: string | null;
}

/** The query parameter of the webhook URL that carries the workspace's token. */
export const WEBHOOK_TOKEN_PARAM = 'token';

// How often to look whether a concurrent import of the same run (its webhook) has finished.
const IMPORT_POLL_MS = 100;

/**
 * Starts an Apify actor or task, records the run, waits for it up to the configured time and
 * imports and analyses its comments. A run of any other actor whose fields nobody has chosen is
 * answered with its id and NEEDS-FIELDS. A run still going when the wait ends is answered with its
 * id and status, and a job waits for it and imports it (or its webhook's import job, the same
 * one: the job is keyed by the run). Apify's failures, and runs that end without
 * success, are {@link ApifyError}s.
 */
export async function runScraper(
  db: WorkspaceDb,
  deps: ScrapingDeps,
  request: ScraperRunRequest,
  { userId, webhookToken, log }: { userId: number; webhookToken: string; log: Logger },
): Promise<RunScraperResult> {
  const api = await scraperApiFor(db, deps.apify);
  const deadline = Date.now() + deps.apify.waitSeconds * 1000;
  const started = await api.startRun(request.target, request.input);
  const actorId = 'actorId' in request.target ? request.target.actorId : null;
  const taskId = 'taskId' in request.target ? request.target.taskId : null;
  const row = await recordStartedRun(db, {
    apifyRunId: started.id,
    actorId,
    taskId,
    platform: request.platform ?? actorPlatform(actorId, taskId),
    industry: request.industry,
    status: started.status,
    datasetId: started.defaultDatasetId ?? null,
    urlHint: request.urlHint,
    createdBy: userId,
  });
  await recordAudit(db, {
    userId,
    action: 'scraper.run',
    entity: 'scraper_run',
    entityIds: [row.id],
    details: { apifyRunId: started.id, ...request.target, industry: request.industry },
  });

  let run = await api
    .waitForRun(started, (deadline - Date.now()) / 1000)
    .catch(async (error: unknown) => {
      if (error instanceof ApifyError) await recordRunError(db, row.id, error.message);
      throw error;
    });
  if (
    !FINAL_RUN_STATUSES.has(run.status) &&
    (await askForWebhook(api, deps, row, run.id, webhookToken, log))
  ) {
    // A run that ended while the webhook was being added would never call it: look once more.
    const seen = run;
    run = await api.getRun(run.id).catch(() => seen);
  }
  await recordApifyStatus(
    db,
    row.id,
    { status: run.status, datasetId: run.defaultDatasetId },
    deps.now(),
  );
  if (FAILED_RUN_STATUSES.has(run.status)) {
    throw new ApifyError(`la ejecución ${run.id} terminó con estado ${run.status}`, 0);
  }
  if (!FINAL_RUN_STATUSES.has(run.status)) {
    // Past the wait: a job waits for the run and imports it, webhook or not (import-job.ts).
    await deps.jobs?.start(db, {
      kind: 'import-apify-run',
      industry: request.industry,
      subject: run.id,
      createdBy: userId,
    });
    return { imported: 0, analyzed: 0, runId: run.id, status: run.status };
  }

  const claimed = await claimImport(db, row.id, deps.now());
  const imported = claimed
    ? await importRun(db, deps, claimed)
    : await awaitOtherImport(db, row.id, deadline);
  return imported.status === IMPORT_STATUS.imported
    ? { imported: imported.imported, analyzed: imported.analyzed, skipped: imported.skipped }
    : { imported: 0, analyzed: 0, runId: run.id, status: imported.status };
}

/** The run's row once the import that claimed it first (the webhook's) ends, or at `deadline`. */
async function awaitOtherImport(
  db: WorkspaceDb,
  id: number,
  deadline: number,
): Promise<ScraperRunRow> {
  for (;;) {
    const row = await scraperRunById(db, id);
    if (!row || row.status !== IMPORT_STATUS.importing || Date.now() >= deadline) return row!;
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
  }
}

/** The webhook URL of one workspace: its token says where the runs it announces belong. */
export function workspaceWebhookUrl(publicUrl: string, webhookToken: string): string {
  const url = new URL(`${publicUrl}/functions/v1/apify-webhook`);
  url.searchParams.set(WEBHOOK_TOKEN_PARAM, webhookToken);
  return url.toString();
}

/**
 * Asks Apify to call this server's webhook when a run outlasting the wait ends, so it is imported
 * without anyone configuring a webhook in Apify; possible only with `PUBLIC_URL` and the secret.
 * Best effort: without it a webhook configured in Apify, or none, decides; whether it was added.
 */
async function askForWebhook(
  api: ScraperApi,
  deps: ScrapingDeps,
  row: ScraperRunRow,
  runId: string,
  webhookToken: string,
  log: Logger,
) {
  const { publicUrl, webhookSecret } = deps.apify;
  if (!publicUrl || !webhookSecret) return false;
  const requestUrl = new URL(workspaceWebhookUrl(publicUrl, webhookToken));
  requestUrl.searchParams.set('industry', row.industry);
  if (row.platform) requestUrl.searchParams.set('platform', row.platform);
  try {
    await api.addRunWebhook({
      runId,
      requestUrl: requestUrl.toString(),
      headers: { [APIFY_WEBHOOK_SECRET_HEADER]: webhookSecret },
    });
    return true;
  } catch (error) {
    log.warn({ err: error, runId }, 'Could not add a webhook to the Apify run');
    return false;
  }
}
