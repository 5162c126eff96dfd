import { can } from '@replica/api-client/roles';
import { endpoints } from '@replica/api-client/contract';
import { APIFY_WEBHOOK_SECRET_HEADER } from '@replica/api-client/schemas';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { actorKey, saveFieldMap, savedFieldMap } from '../domain/scraping/actor-field-maps';
import {
  ApifyAccountRefusedError,
  NO_SCRAPER_ACCOUNT,
  UNREADABLE_SCRAPER_ACCOUNT,
  apifyAccountOf,
  canScrape,
  connectApifyAccount,
  disconnectApifyAccount,
} from '../domain/scraping/apify-account';
import { UnknownRunError, handleApifyEvent } from '../domain/scraping/handle-webhook';
import { RunNotPreviewableError, previewRun } from '../domain/scraping/preview-run';
import { recentScraperRuns } from '../domain/scraping/list-runs';
import { RunNotReimportableError, reimportRun } from '../domain/scraping/reimport-run';
import { InvalidRunInputError, parseRunInput } from '../domain/scraping/run-input';
import { runScraper, workspaceWebhookUrl } from '../domain/scraping/run-scraper';
import type { ScrapingDeps } from '../domain/scraping/scraping-deps';
import { isWebhookSecret } from '../domain/scraping/webhook-secret';
import type { Database } from '../db/database';
import { webhookTokenOf, workspaceOfWebhookToken } from '../domain/workspaces/webhook-token';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { errorResponse } from '../http/errors';
import { mount } from '../http/mount';
import type { RateLimits } from '../middleware/rate-limit';
import { ApifyError } from '../domain/scraping/scraper-api';

export interface ScrapingRoutesOptions {
  database: Database;
  scraping: ScrapingDeps;
  limits: RateLimits;
}

/** The scraping service: the scraping tab's calls, run-scraper-task and the Apify webhook. */
export function scrapingRoutes({ database, scraping, limits }: ScrapingRoutesOptions) {
  const routes = new Hono<AppEnv>();

  const limitScraping = { before: [limits.limit('scraping')] };

  mount(
    routes,
    endpoints.runScraper,
    async (c, { body: request }) => {
      let input: Record<string, unknown>;
      try {
        input = parseRunInput(request.inputJson);
      } catch (error) {
        if (error instanceof InvalidRunInputError) {
          throw new ApiFailure(400, 'invalid_run_input', { detail: error.detail });
        }
        throw error;
      }
      // Refused before anything is recorded: a run needs an account to be billed to.
      if (!(await canScrape(c.get('db'), scraping.apify))) {
        throw new ApiFailure(409, 'apify_not_connected');
      }
      try {
        return await runScraper(
          c.get('db'),
          scraping,
          {
            target: request.actorId ? { actorId: request.actorId } : { taskId: request.taskId! },
            input,
            platform: request.platform ?? null,
            industry: request.industry,
            urlHint: request.urlHint || null,
          },
          {
            userId: c.get('user').id,
            webhookToken: await webhookTokenOf(database.db, c.get('workspace').id),
            log: c.get('log'),
          },
        );
      } catch (error) {
        return apifyFailure(c, error);
      }
    },
    limitScraping,
  );

  mount(
    routes,
    endpoints.reimportScraperRun,
    async (c, { body: { runId } }) => {
      if (!scraping.jobs) throw new ApiFailure(503, 'jobs_unavailable');
      try {
        // 202: the import is queued as a job; the runs list shows it going.
        return await reimportRun(c.get('db'), scraping, runId, c.get('user').id);
      } catch (error) {
        if (error instanceof RunNotReimportableError) throw notReimportable(error);
        return apifyFailure(c, error);
      }
    },
    limitScraping,
  );

  // Apify proves itself before anything it sent is read.
  const fromApify: MiddlewareHandler<AppEnv> = async (c, next) => {
    const secret = scraping.apify.webhookSecret;
    if (!secret) throw new ApiFailure(503, 'webhook_not_configured');
    if (!scraping.jobs) throw new ApiFailure(503, 'jobs_unavailable');
    if (!isWebhookSecret(c.req.header(APIFY_WEBHOOK_SECRET_HEADER), secret)) {
      throw new ApiFailure(401, 'webhook_secret_invalid');
    }
    await next();
  };

  mount(
    routes,
    endpoints.apifyWebhook,
    async (c, { query: { token, ...defaults }, body: payload }) => {
      const workspaceId = await workspaceOfWebhookToken(database.db, token);
      if (workspaceId === null) throw new ApiFailure(401, 'webhook_token_invalid');
      let outcome;
      try {
        outcome = await handleApifyEvent(
          database.forWorkspace(workspaceId),
          scraping,
          payload,
          defaults,
        );
      } catch (error) {
        if (error instanceof UnknownRunError) throw new ApiFailure(404, 'run_not_found');
        return apifyFailure(c, error);
      }
      const body = { received: true as const, runId: outcome.runId, status: outcome.status };
      // 202: the import is queued as a job and goes on after the answer, within Apify's 30-second
      // webhook timeout.
      return outcome.jobId === undefined ? c.json(body, 200) : body;
    },
    { before: [fromApify] },
  );

  mount(routes, endpoints.apifyAccount, (c) => apifyAccountOf(c.get('db'), scraping.apify));

  mount(routes, endpoints.connectApifyAccount, async (c, { body: { token } }) => {
    try {
      return await connectApifyAccount(c.get('db'), scraping.apify, token, {
        userId: c.get('user').id,
        now: scraping.now(),
      });
    } catch (error) {
      if (error instanceof ApifyAccountRefusedError) {
        if (error.reason === 'no-key') throw new ApiFailure(503, 'secrets_key_missing');
        throw new ApiFailure(400, 'apify_token_refused');
      }
      return apifyFailure(c, error);
    }
  });

  mount(routes, endpoints.disconnectApifyAccount, (c) =>
    disconnectApifyAccount(c.get('db'), scraping.apify, c.get('user').id),
  );

  mount(routes, endpoints.actorFieldMap, async (c, { query: { actor } }) => ({
    actor: actorKey(actor),
    fields: await savedFieldMap(c.get('db'), actor),
  }));

  mount(routes, endpoints.saveActorFieldMap, async (c, { body: { actor, fields } }) =>
    saveFieldMap(c.get('db'), actor, fields, c.get('user').id),
  );

  mount(
    routes,
    endpoints.previewScraperRun,
    async (c, { body: { runId, fields } }) => {
      try {
        return await previewRun(c.get('db'), scraping, runId, fields);
      } catch (error) {
        if (error instanceof RunNotPreviewableError) {
          if (error.reason === 'not-found') throw new ApiFailure(404, 'run_not_found');
          throw new ApiFailure(409, 'run_not_finished', { detail: `estado ${error.state ?? '?'}` });
        }
        return apifyFailure(c, error);
      }
    },
    limitScraping,
  );

  mount(routes, endpoints.scraperRuns, async (c) => ({
    items: await recentScraperRuns(c.get('db')),
  }));

  mount(routes, endpoints.scraperConfig, async (c) => {
    const { webhookSecret, publicUrl, waitSeconds } = scraping.apify;
    const workspace = c.get('workspace');
    // The token lets whoever has it post comments in: for those who may start runs.
    const token = can(workspace.role, 'scrape')
      ? await webhookTokenOf(database.db, workspace.id)
      : null;
    return {
      apifyConfigured: await canScrape(c.get('db'), scraping.apify),
      webhookConfigured: webhookSecret !== undefined,
      webhookUrl: publicUrl && token ? workspaceWebhookUrl(publicUrl, token) : null,
      webhookToken: token,
      secretHeader: APIFY_WEBHOOK_SECRET_HEADER as typeof APIFY_WEBHOOK_SECRET_HEADER,
      waitSeconds,
    };
  });

  /**
   * Apify's failure is the user's to see; onError would hide any 5xx behind a generic text. No
   * account to run on is the workspace's to fix, not Apify's failure.
   */
  function apifyFailure(c: Context<AppEnv>, error: unknown) {
    if (!(error instanceof ApifyError)) throw error;
    if (error.type === NO_SCRAPER_ACCOUNT) throw new ApiFailure(409, 'apify_not_connected');
    if (error.type === UNREADABLE_SCRAPER_ACCOUNT) {
      throw new ApiFailure(409, 'apify_account_unreadable');
    }
    return errorResponse(c, 502, 'apify_failed', { detail: error.message });
  }

  return routes;
}

function notReimportable({ reason, state }: RunNotReimportableError): ApiFailure {
  if (reason === 'not-found') return new ApiFailure(404, 'run_not_found');
  if (reason === 'importing') return new ApiFailure(409, 'run_importing');
  if (reason === 'needs-fields') return new ApiFailure(409, 'run_needs_fields');
  return new ApiFailure(409, 'run_not_reimportable', { detail: `estado ${state ?? '?'}` });
}
