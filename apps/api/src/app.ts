import { watchRoutes } from './routes/watches';
import { workspaceSettingsRoutes } from './routes/workspace-settings';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type ServiceOptions, type Services, composeServices } from './composition/services';
import type { IdeaWriter } from './domain/content/idea-writer';
import type { PackWriter } from './domain/content/pack-writer';
import type { IndustryClassifier } from './domain/industries/industry-classifier';
import type { JobStarter } from './domain/jobs/job-starter';
import type { AppEnv } from './http/app-env';
import { errorResponse, notFound, onError } from './http/errors';
import { spanishValidationMessages } from './http/validation-messages';
import { type AppMetrics, createAppMetrics } from './infra/metrics/app-metrics';
import type { JobQueue } from './infra/queue/job-queue';
import { queueRunning } from './infra/queue/queue-running';
import { type Logger, silentLogger } from './infra/log/logger';
import { corsForOrigins } from './middleware/cors';
import { jsonOnly } from './middleware/json-only';
import { SECURITY_HEADERS, presetHeaders } from './middleware/preset-headers';
import { type AddressLimitRules, type RateLimitRules, rateLimitsIn } from './middleware/rate-limit';
import { requestMetrics } from './middleware/request-metrics';
import { requestLog } from './middleware/request-log';
import { session } from './middleware/session';
import { API_PREFIX, endpoints } from '@replica/api-client/contract';
import { analysisRoutes } from './routes/analysis';
import { OPENAPI_PATH, apiReferenceRoutes } from './routes/api-reference';
import { authRoutes } from './routes/auth';
import { commentRoutes } from './routes/comments';
import { contentRoutes } from './routes/content';
import { correctionRoutes } from './routes/corrections';
import { dashboardRoutes } from './routes/dashboard';
import { exportRoutes } from './routes/export';
import { healthRoutes } from './routes/health';
import { ideaRoutes } from './routes/ideas';
import { industryRoutes } from './routes/industries';
import { jobRoutes } from './routes/jobs';
import { sampleDataRoutes } from './routes/sample-data';
import { wordingRoutes } from './routes/wording';
import { metricsRoutes } from './routes/metrics';
import { reportRoutes } from './routes/report';
import { scrapingRoutes } from './routes/scraping';
import { trendRoutes } from './routes/trends';
import { workspaceRoutes } from './routes/workspaces';
import { memberRoutes } from './routes/members';
import { type WebOptions, webRoutes } from './static/web';

// Validation messages of the shared schemas reach users as they are, so they speak Spanish and
// name the field they are about.
z.config(spanishValidationMessages);

export interface AppDeps extends ServiceOptions {
  /**
   * The services, when the caller built them to share with a job worker (`server.ts`); else
   * built here from the options.
   */
  services?: Services | undefined;
  /** Behind one reverse proxy: take the client address from `X-Forwarded-For`. */
  trustProxy?: boolean;
  /** Serve the front-end builds from the same process. */
  web?: WebOptions | undefined;
  /** Reclassifies what the keyword rules leave in sin_clasificar; none without an AI model. */
  industryClassifier?: IndustryClassifier | undefined;
  /** Writes generated ideas, with the model's name for the audit; the rules without one. */
  ideaWriter?: { write: IdeaWriter; model: string } | undefined;
  /** Writes content packs, with the model's name to answer; the rules without one. */
  packWriter?: { write: PackWriter; model: string } | undefined;
  /** Starts background jobs; without it `POST jobs` answers 503. */
  jobs?: JobStarter | undefined;
  /** The job queue this process runs, for `GET /readyz`: without one it is never ready. */
  queue?: JobQueue | undefined;
  /** `METRICS_TOKEN`: `GET /metrics` answers whoever sends it; absent, so is the endpoint. */
  metricsToken?: string | undefined;
  /** The process's metrics, shared with its job worker and AI calls; made here when absent. */
  metrics?: AppMetrics | undefined;
  /** Sign-ups and reset requests per client address; ADDRESS_LIMITS by default. */
  addressLimits?: AddressLimitRules | undefined;
  /** Calls per user and per workspace on the expensive routes; DEFAULT_RATE_LIMITS by default. */
  rateLimits?: RateLimitRules | undefined;
  /** Origins whose pages may call the API from a browser (`CORS_ORIGINS`); none by default. */
  corsOrigins?: readonly string[] | undefined;
  /**
   * The origin links in e-mails and invitations point at: `PUBLIC_URL`, else the server's own
   * address (`loadConfig`); Apify's public URL, else the default address, when not given.
   */
  appOrigin?: string | undefined;
  /** Where the access lines and errors go (`infra/log`); silent by default, for tests. */
  logger?: Logger | undefined;
}

// The server's own address with the default HOST and PORT.
const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:8080';
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Routes that answer without a session (sign-up, sign-in, sign-out, and Apify's webhook, which
 * proves itself with a secret header instead) and the API's document; every other
 * `/functions/v1/*` path needs one.
 */
const PUBLIC_PATHS = [
  ...Object.values(endpoints)
    .filter((endpoint) => endpoint.access === 'public')
    .map((endpoint) => `${API_PREFIX}${endpoint.path}`),
  OPENAPI_PATH,
];

/**
 * The whole HTTP application, with no port of its own: `server.ts` listens with it and tests call
 * `app.request()` or serve it on a loopback port.
 *
 * @example
 * const app = createApp({ database: await openPglite({ logger }), logger });
 * const response = await app.request('/functions/v1/auth/me');
 */
export function createApp(deps: AppDeps) {
  const { database } = deps;
  const {
    now,
    analyser,
    scraping: apify,
    channels,
    tellRises,
  } = deps.services ?? composeServices(deps);
  const limits = rateLimitsIn(database.db, deps.rateLimits);
  const appOrigin = deps.appOrigin ?? deps.apify?.publicUrl ?? DEFAULT_APP_ORIGIN;
  const app = new Hono<AppEnv>();

  // First, so every answer (404, 401, preflight, static files, errors) carries the request id
  // and is logged.
  app.use(requestLog({ logger: deps.logger ?? silentLogger }));
  // No Content-Security-Policy here: the web routes set one for pages (static/web.ts). The API's
  // answers must not be kept by a browser or proxy: they carry session ids and private data.
  app.use(
    presetHeaders((c) =>
      c.req.path.startsWith(`${API_PREFIX}/`)
        ? [...SECURITY_HEADERS, ['Cache-Control', 'no-store']]
        : SECURITY_HEADERS,
    ),
  );
  const metrics = deps.metrics ?? (deps.metricsToken ? createAppMetrics({ database }) : undefined);
  if (metrics) app.use(requestMetrics({ observe: metrics.observeRequest }));
  // Root paths for probes and Prometheus, before the API's middlewares and the web's catch-all.
  app.route('/', healthRoutes({ database, queueRunning: deps.queue && queueRunning(deps.queue) }));
  app.route('/', metricsRoutes({ metrics, token: deps.metricsToken }));
  // Before the session check: a browser's preflight carries no session.
  app.use(`${API_PREFIX}/*`, corsForOrigins({ origins: deps.corsOrigins ?? [] }));
  app.use(`${API_PREFIX}/*`, session({ database, now, publicPaths: PUBLIC_PATHS }));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The unread rest of the body is still on the wire: close rather than reuse the connection.
    onError: (c) => errorResponse(c, 413, 'body_too_large', {}, { Connection: 'close' }),
  });
  // A GET or HEAD has no body. Asking for it anyway builds the whole fetch Request the Node
  // adapter otherwise spares every read (~5 % of the API's CPU under 50 clients on the inbox).
  app.use(`${API_PREFIX}/*`, (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use(`${API_PREFIX}/*`, jsonOnly());
  app.route('/', apiReferenceRoutes());

  app.route(
    API_PREFIX,
    authRoutes({
      database,
      now,
      trustProxy: deps.trustProxy ?? false,
      channels,
      appOrigin,
      addressLimits: deps.addressLimits,
    }),
  );
  app.route(API_PREFIX, commentRoutes({ now }));
  app.route(API_PREFIX, dashboardRoutes({ now }));
  app.route(API_PREFIX, industryRoutes());
  app.route(API_PREFIX, reportRoutes());
  app.route(API_PREFIX, correctionRoutes({ now }));
  app.route(API_PREFIX, exportRoutes({ now }));
  app.route(API_PREFIX, trendRoutes({ now }));
  app.route(API_PREFIX, wordingRoutes());
  app.route(API_PREFIX, ideaRoutes({ now }));
  app.route(
    API_PREFIX,
    contentRoutes({ ideaWriter: deps.ideaWriter, packWriter: deps.packWriter, limits }),
  );
  app.route(
    API_PREFIX,
    analysisRoutes({
      limits,
      now,
      analyser,
      tellRises,
      industryClassifier: deps.industryClassifier,
    }),
  );
  app.route(API_PREFIX, jobRoutes({ jobs: deps.jobs, now, jobMetrics: metrics }));
  app.route(API_PREFIX, sampleDataRoutes({ jobs: deps.jobs, now }));
  app.route(
    API_PREFIX,
    scrapingRoutes({ database, scraping: { apify, analyser, now, jobs: deps.jobs }, limits }),
  );
  app.route(API_PREFIX, workspaceRoutes({ database }));
  app.route(API_PREFIX, watchRoutes({ database, jobs: deps.jobs, now, limits, apify }));
  app.route(API_PREFIX, workspaceSettingsRoutes({ database, channels, limits, now, appOrigin }));
  app.route(API_PREFIX, memberRoutes({ database, now, appOrigin }));
  if (deps.web) app.route('/', webRoutes(deps.web));

  app.notFound(notFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
