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
import type { Db } from '../db/database';
import { handleApifyEvent } from '../domain/scraping/handle-webhook';
import { recentScraperRuns } from '../domain/scraping/list-runs';
import { RunNotReimportableError, reimportRun } from '../domain/scraping/reimport-run';
import { InvalidRunInputError, parseRunInput } from '../domain/scraping/run-input';
import { runScraper } from '../domain/scraping/run-scraper';
import type { ScrapingDeps } from '../domain/scraping/scraping-deps';
import { isWebhookSecret } from '../domain/scraping/webhook-secret';
import type { AppEnv } from '../http/app-env';
import { apiMessages } from '../http/messages';
import { readQuery } from '../http/read-input';
import { readJson } from '../http/read-json';
import { ApifyError } from '../infra/apify/apify-error';

export interface ScraperRoutesOptions {
  db: Db;
  scraping: ScrapingDeps;
}

const WEBHOOK_PATH = '/functions/v1/apify-webhook';

/** The scraping service (spec §2 scraping tab, §7 run-scraper-task and apify-webhook; issue 5). */
export function scraperRoutes({ db, scraping }: ScraperRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/run-apify-task', async (c) => {
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
        db,
        scraping,
        {
          target: request.actorId ? { actorId: request.actorId } : { taskId: request.taskId! },
          input,
          platform: request.platform,
          industry: request.industry,
          urlHint: request.urlHint || null,
        },
        c.get('user').id,
      );
      return c.json(result satisfies z.input<typeof runScraperResponseSchema>);
    } catch (error) {
      return apifyFailure(c, error);
    }
  });

  routes.post('/reimport-apify-run', async (c) => {
    const { runId } = await readJson(c, reimportRunRequestSchema);
    try {
      const result = await reimportRun(db, scraping, runId, c.get('user').id);
      return c.json(result satisfies z.input<typeof runScraperResponseSchema>);
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
    if (!isWebhookSecret(c.req.header(APIFY_WEBHOOK_SECRET_HEADER), secret)) {
      return c.json({ error: apiMessages.webhookSecretInvalid }, 401);
    }
    const defaults = readQuery(c, apifyWebhookQuerySchema);
    const payload = await readJson(c, apifyWebhookPayloadSchema);
    const outcome = await handleApifyEvent(db, scraping, payload, defaults);
    const body = { received: true as const, runId: outcome.runId, status: outcome.status };
    // 202: the import goes on after the answer, within Apify's 30-second webhook timeout.
    return c.json(
      body satisfies z.input<typeof apifyWebhookResponseSchema>,
      outcome.importing ? 202 : 200,
    );
  });

  routes.get('/scraper-runs', async (c) => {
    const items = await recentScraperRuns(db);
    return c.json({ items } satisfies z.input<typeof scraperRunsResponseSchema>);
  });

  routes.get('/scraper-config', (c) => {
    const { connection, webhookSecret, publicUrl, waitSeconds } = scraping.apify;
    return c.json({
      apifyConfigured: connection !== undefined,
      webhookConfigured: webhookSecret !== undefined,
      webhookUrl: publicUrl ? `${publicUrl}${WEBHOOK_PATH}` : null,
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
