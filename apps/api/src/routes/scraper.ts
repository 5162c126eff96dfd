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
import { HTTPException } from 'hono/http-exception';
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
import { apiMessages } from '../http/messages';
import { readQuery } from '../http/read-input';
import { readJson } from '../http/read-json';
import { ApifyError } from '../infra/apify/apify-error';

export interface ScraperRoutesOptions {
  database: Database;
  scraping: ScrapingDeps;
}

/** The scraping service (spec §2 scraping tab, §7 run-scraper-task and apify-webhook; issue 5). */
export function scraperRoutes({ database, scraping }: ScraperRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/run-apify-task', allow('scrape'), async (c) => {
    const request = await readJson(c, runScraperRequestSchema);
    let input: Record<string, unknown>;
    try {
      input = parseRunInput(request.inputJson);
    } catch (error) {
      if (error instanceof InvalidRunInputError) {
        throw new HTTPException(400, { message: error.message });
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
        },
      );
      return c.json(result satisfies z.input<typeof runScraperResponseSchema>);
    } catch (error) {
      return apifyFailure(c, error);
    }
  });

  routes.post('/reimport-apify-run', allow('ingest'), async (c) => {
    const { runId } = await readJson(c, reimportRunRequestSchema);
    if (!scraping.jobs) return c.json({ error: apiMessages.jobsUnavailable }, 503);
    try {
      const result = await reimportRun(c.get('db'), scraping, runId, c.get('user').id);
      // 202: the import is queued as a job; the runs list shows it going.
      return c.json(result satisfies z.input<typeof runScraperResponseSchema>, 202);
    } catch (error) {
      if (error instanceof RunNotReimportableError) {
        throw new HTTPException(error.status, { message: error.message });
      }
      return apifyFailure(c, error);
    }
  });

  routes.post('/apify-webhook', async (c) => {
    const secret = scraping.apify.webhookSecret;
    if (!secret) return c.json({ error: apiMessages.webhookNotConfigured }, 503);
    if (!scraping.jobs) return c.json({ error: apiMessages.jobsUnavailable }, 503);
    if (!isWebhookSecret(c.req.header(APIFY_WEBHOOK_SECRET_HEADER), secret)) {
      return c.json({ error: apiMessages.webhookSecretInvalid }, 401);
    }
    const { token, ...defaults } = readQuery(c, apifyWebhookQuerySchema);
    const workspaceId = await workspaceOfWebhookToken(database.db, token);
    if (workspaceId === null) return c.json({ error: apiMessages.webhookTokenInvalid }, 401);
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
    return c.json({ error: `${apiMessages.apifyFailed}: ${error.message}` }, status);
  }

  return routes;
}
