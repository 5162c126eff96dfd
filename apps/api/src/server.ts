import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppDeps, createApp } from './app';
import { ConfigError, type ServerConfig, loadConfig, urlHost } from './config/env';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { rulesAnalyser } from './domain/analysis-runs/analyser';
import { jobRunners } from './domain/jobs/job-runners';
import {
  type AiConfig,
  DEFAULT_AI_MAX_CONCURRENCY,
  DEFAULT_AI_TIMEOUT_MS,
} from './infra/ai/ai-config';
import { sharedRequestBudget } from './infra/ai/request-budget';
import { apifyScraping } from './infra/apify/apify-api';
import { createAiAnalyser } from './infra/ai/ai-analyser';
import { createIdeaModelClient } from './infra/ai/idea-model-client';
import { createIndustryModelClient } from './infra/ai/industry-model-client';
import { createPackModelClient } from './infra/ai/pack-model-client';
import { errorChain } from './infra/log/logged-error';
import { logger } from './infra/log/logger';
import { createAppMetrics, withAiCallMetrics } from './infra/metrics/app-metrics';
import { openJobQueue } from './infra/queue/job-queue';
import { startJobWorker } from './infra/queue/job-worker';
import { startWatchScheduler } from './infra/queue/watch-scheduler';
import { alertChannels } from './infra/alerts/alert-channels';
import { deliverySettings } from './domain/alerts/alert-recipients';
import { queuedJobStarter } from './infra/queue/queued-job-starter';
import { openRulesPool } from './infra/threads/rules-pool';
import { SCREEN_REMOTE_NAMES } from './static/remotes';
import { keyInDataFolder } from './infra/secrets/key-file';
import { secretBox } from './infra/secrets/secret-box';

// apps/api/src → the repository root, where every app's dist/ lives.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Reads the configuration, opens and migrates the database, starts the job queue and, by
 * `REPLICA_ROLE`, the HTTP server, the job worker or both, until a signal.
 */
async function main(): Promise<void> {
  const config = await withSecretsKey(readConfig());
  logger.level = config.logLevel;
  const database = await openConfiguredDatabase(config);
  if (config.serveWeb && config.role !== 'worker') warnAboutMissingBuilds();
  if (config.ai) logger.info(`Analysing comments with ${config.ai.model} (${config.ai.provider})`);
  if (config.apify.connection) logger.info(`Apify at ${config.apify.connection.baseUrl}`);
  const now = () => new Date();
  // Only a process that answers HTTP can be scraped; a worker alone keeps none.
  const metrics =
    config.metricsToken && config.role !== 'worker' ? createAppMetrics({ database }) : undefined;
  const ai = withAiCallMetrics(withSharedBudget(config, database), metrics);
  const analyser = ai && createAiAnalyser(ai);
  const industryClassifier = ai && createIndustryModelClient(ai);
  const queue = await openJobQueue(database);
  const channels = alertChannels({
    mail: config.mail,
    publicUrl: config.apify.publicUrl,
    outbound: config.outbound,
  });
  const rulesPool =
    config.role !== 'api' && config.rulesThreads > 0
      ? openRulesPool(config.rulesThreads)
      : undefined;
  const worker =
    config.role === 'api'
      ? undefined
      : await startJobWorker({
          database,
          queue,
          runners: jobRunners({
            apify: apifyScraping(config.apify),
            analyser: analyser ?? rulesAnalyser,
            now,
            settingsOf: (workspaceId) => deliverySettings(database.db, workspaceId),
            channels,
          }),
          // Each rules thread analysing one slice while others are read and stored.
          slicesAtOnce: config.rulesThreads + 2,
          context: {
            analyser,
            aiConcurrency: ai?.maxConcurrency ?? DEFAULT_AI_MAX_CONCURRENCY,
            aiTimeoutMs: ai?.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
            industryClassifier,
            analyseByRules: rulesPool?.analyse,
            now,
            jobMetrics: metrics,
          },
          logger,
        });
  if (worker) logger.info(`Working background jobs (REPLICA_ROLE=${config.role})`);
  // Every worker process looks for due watches; the database makes sure each runs once.
  const scheduler =
    worker &&
    startWatchScheduler({ database, jobs: queuedJobStarter(queue, worker.wake), now, logger });
  const server =
    config.role === 'worker'
      ? undefined
      : listen(config, database, {
          ai,
          analyser,
          industryClassifier,
          jobs: queuedJobStarter(queue, worker?.wake),
          queue,
          metrics,
          alertChannels: channels,
        });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    // A client holding a connection open must not keep the process alive forever.
    setTimeout(() => {
      logger.fatal('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    scheduler?.stop();
    // Slices in progress store what they made and hand the rest back to the queue.
    await worker?.stop();
    await rulesPool?.close();
    await queue.stop({ graceful: false, close: false });
    await database.close();
    process.exit(0);
  };
  // A step that fails still ends the process, with its reason, instead of leaving it half-stopped.
  const onSignal = (signal: NodeJS.Signals) => {
    shutdown(signal).catch((error: unknown) => {
      logger.fatal({ reason: errorChain(error) }, 'Shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Serves the HTTP application on the configured address. */
function listen(
  config: ServerConfig,
  database: Database,
  {
    ai,
    ...deps
  }: Pick<
    AppDeps,
    'analyser' | 'industryClassifier' | 'jobs' | 'queue' | 'metrics' | 'alertChannels'
  > & {
    ai: AiConfig | undefined;
  },
) {
  const app = createApp({
    database,
    trustProxy: config.trustProxy,
    ...deps,
    ideaWriter: ai && { write: createIdeaModelClient(ai), model: ai.model },
    packWriter: ai && { write: createPackModelClient(ai), model: ai.model },
    apify: config.apify,
    appOrigin: config.appOrigin,
    addressLimits: config.addressLimits,
    corsOrigins: config.corsOrigins,
    metricsToken: config.metricsToken,
    logger,
    web: config.serveWeb
      ? { rootDir: repoRoot, remotesJsonPath: config.remotesJsonPath }
      : undefined,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Réplica listening on http://${urlHost(config.host)}:${info.port}`);
  });
  server.on('error', (error) => {
    logger.fatal(`Could not listen on ${config.host}:${config.port}: ${error.message}`);
    // Exits whether or not the database closes cleanly: the server cannot run without its port.
    void database.close().finally(() => process.exit(1));
  });
  return server;
}

/** The AI configuration with `AI_MAX_REQUESTS_PER_MINUTE` shared through the database. */
function withSharedBudget(config: ServerConfig, database: Database): AiConfig | undefined {
  if (!config.ai || config.aiMaxRequestsPerMinute === undefined) return config.ai;
  return {
    ...config.ai,
    beforeRequest: sharedRequestBudget(database.db, config.aiMaxRequestsPerMinute),
  };
}

/**
 * Without `SECRETS_KEY`, the embedded default seals workspaces' tokens with a key kept in its
 * data folder, as its database is; processes sharing a PostgreSQL server need the one key they
 * are given, so they keep no token without it.
 */
async function withSecretsKey(config: ServerConfig): Promise<ServerConfig> {
  const accounts = config.apify.accounts;
  if (!accounts || accounts.secrets || config.databaseUrl) return config;
  const secrets = secretBox(await keyInDataFolder(config.dataDir));
  return { ...config, apify: { ...config.apify, accounts: { ...accounts, secrets } } };
}

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env, process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      // Plain text for the person starting the server: the logger is not configured yet, and a
      // wrong LOG_LEVEL may be what is being reported.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : config.dataDir;
    logger.fatal(`Could not open the database (${where}): ${errorChain(error)}`);
    process.exit(1);
  }
}

function warnAboutMissingBuilds(): void {
  const missing = ['shell', ...SCREEN_REMOTE_NAMES].filter(
    (name) => !existsSync(join(repoRoot, 'apps', name, 'dist')),
  );
  if (missing.length > 0) {
    logger.warn(
      `Not built yet (npm run build): ${missing.map((name) => `apps/${name}`).join(', ')}`,
    );
  }
}

await main();
