import {
  APIFY_WEBHOOK_SECRET_HEADER,
  type apifyWebhookResponseSchema,
  type runScraperResponseSchema,
  type scraperConfigResponseSchema,
  type scraperRunsResponseSchema,
  apifyWebhookPayloadSchema,
  apifyWebhookQuerySchema,
  reimportRunRequestSchema,
  runScraperRequestSchema,
} from '@replica/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { handleApifyEvent } from '../domain/scraping/handle-webhook';
import { recentScraperRuns } from '../domain/scraping/list-runs';
import { RunNotReimportableError, reimportRun } from '../domain/scraping/reimport-run';
import { InvalidRunInputError, parseRunInput } from '../domain/scraping/run-input';
import { runScraper, workspaceWebhookUrl } from '../domain/scraping/run-scraper';
import type { ScrapingDeps } from '../domain/scraping/scraping-deps';
import { isWebhookSecret } from '../domain/scraping/webhook-secret';
import type { Database } from '../db/database';
import { webhookTokenOf, workspaceOfWebhookToken } from '../domain/workspaces/webhook-token';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { ApiFailure } from '../http/api-errors';
import { errorResponse } from '../http/errors';
import { readQuery } from '../http/read-input';
import { readJson } from '../http/read-json';
import type { RateLimits } from '../middleware/rate-limit';
import { ApifyError } from '../infra/apify/apify-error';

export interface ScraperRoutesOptions {
  database: Database;
  scraping: ScrapingDeps;
  limits: RateLimits;
}

/** The scraping service (spec §2 scraping tab, §7 run-scraper-task and apify-webhook; issue 5). */
export function scraperRoutes({ database, scraping, limits }: ScraperRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/run-apify-task', allow('scrape'), limits.limit('scraping'), async (c) => {
    const request = await readJson(c, runScraperRequestSchema);
    let input: Record<string, unknown>;
    try {
      input = parseRunInput(request.inputJson);
    } catch (error) {
      if (error instanceof InvalidRunInputError) {
        throw new ApiFailure(400, 'invalid_run_input', { detail: error.detail });
      }
      throw error;
    }
    try {
      const result = await runScraper(
        c.get('db'),
        scraping,
        {
          target: request.actorId ? { actorId: request.actorId } : { taskId: request.taskId! },
          input,
          platform: request.platform,
          industry: request.industry,
          urlHint: request.urlHint || null,
        },
        {
          userId: c.get('user').id,
          webhookToken: await webhookTokenOf(database.db, c.get('workspace').id),
          log: c.get('log'),
        },
      );
      return c.json(result satisfies z.input<typeof runScraperResponseSchema>);
    } catch (error) {
      return apifyFailure(c, error);
    }
  });

  routes.post('/reimport-apify-run', allow('ingest'), limits.limit('scraping'), async (c) => {
    const { runId } = await readJson(c, reimportRunRequestSchema);
    if (!scraping.jobs) throw new ApiFailure(503, 'jobs_unavailable');
    try {
      const result = await reimportRun(c.get('db'), scraping, runId, c.get('user').id);
      // 202: the import is queued as a job; the runs list shows it going.
      return c.json(result satisfies z.input<typeof runScraperResponseSchema>, 202);
    } catch (error) {
      if (error instanceof RunNotReimportableError) throw notReimportable(error);
      return apifyFailure(c, error);
    }
  });

  routes.post('/apify-webhook', async (c) => {
    const secret = scraping.apify.webhookSecret;
    if (!secret) throw new ApiFailure(503, 'webhook_not_configured');
    if (!scraping.jobs) throw new ApiFailure(503, 'jobs_unavailable');
    if (!isWebhookSecret(c.req.header(APIFY_WEBHOOK_SECRET_HEADER), secret)) {
      throw new ApiFailure(401, 'webhook_secret_invalid');
    }
    const { token, ...defaults } = readQuery(c, apifyWebhookQuerySchema);
    const workspaceId = await workspaceOfWebhookToken(database.db, token);
    if (workspaceId === null) throw new ApiFailure(401, 'webhook_token_invalid');
    const payload = await readJson(c, apifyWebhookPayloadSchema);
    const outcome = await handleApifyEvent(
      database.forWorkspace(workspaceId),
      scraping,
      payload,
      defaults,
    );
    const body = { received: true as const, runId: outcome.runId, status: outcome.status };
    // 202: the import is queued as a job and goes on after the answer, within Apify's 30-second
    // webhook timeout.
    return c.json(
      body satisfies z.input<typeof apifyWebhookResponseSchema>,
      outcome.jobId === undefined ? 200 : 202,
    );
  });

  routes.get('/scraper-runs', async (c) => {
    const items = await recentScraperRuns(c.get('db'));
    return c.json({ items } satisfies z.input<typeof scraperRunsResponseSchema>);
  });

  routes.get('/scraper-config', async (c) => {
    const { connection, webhookSecret, publicUrl, waitSeconds } = scraping.apify;
    const token = await webhookTokenOf(database.db, c.get('workspace').id);
    return c.json({
      apifyConfigured: connection !== undefined,
      webhookConfigured: webhookSecret !== undefined,
      webhookUrl: publicUrl ? workspaceWebhookUrl(publicUrl, token) : null,
      webhookToken: token,
      secretHeader: APIFY_WEBHOOK_SECRET_HEADER,
      waitSeconds,
    } satisfies z.input<typeof scraperConfigResponseSchema>);
  });

  /** Apify's failure is the user's to see; onError would hide any 5xx behind a generic text. */
  function apifyFailure(c: Context<AppEnv>, error: unknown) {
    if (!(error instanceof ApifyError)) throw error;
    const status = scraping.apify.connection ? 502 : 503;
    return errorResponse(c, status, 'apify_failed', { detail: error.message });
  }

  return routes;
}

function notReimportable({ reason, state }: RunNotReimportableError): ApiFailure {
  if (reason === 'not-found') return new ApiFailure(404, 'run_not_found');
  if (reason === 'importing') return new ApiFailure(409, 'run_importing');
  return new ApiFailure(409, 'run_not_reimportable', { detail: `estado ${state ?? '?'}` });
}
