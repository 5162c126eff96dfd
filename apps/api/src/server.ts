import { serve } from '@hono/node-server';
import { SCREEN_NAMES } from '@replica/api-client/screens';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiFolder } from './api-folder';
import { type AppDeps, createApp } from './app';
import { ConfigError, type ServerConfig, loadConfig, urlHost } from './config/env';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { DEFAULT_AI_MAX_CONCURRENCY, DEFAULT_AI_TIMEOUT_MS } from './infra/ai/ai-config';
import { type AiServices, aiServices } from './composition/ai-services';
import { type Services, composeServices } from './composition/services';
import { errorChain } from './infra/log/logged-error';
import { type Logger, createLogger } from './infra/log/logger';
import { createAppMetrics } from './infra/metrics/app-metrics';
import { openJobQueue } from './infra/queue/job-queue';
import { startJobWorker } from './infra/queue/job-worker';
import { startWatchScheduler } from './infra/queue/watch-scheduler';
import { webhookAndMailChannels } from './infra/alerts/webhook-and-mail-channels';
import { queuedJobStarter } from './infra/queue/queued-job-starter';
import { openRulesPool } from './infra/threads/rules-pool';
import { keyInDataFolder } from './infra/secrets/key-file';
import { secretBox } from './infra/secrets/secret-box';

// The repository root, where every app's dist/ lives.
const repoRoot = join(apiFolder, '..', '..');
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Reads the configuration, opens and migrates the database, starts the job queue and, by
 * `REPLICA_ROLE`, the HTTP server, the job worker or both, until a signal.
 */
async function main(): Promise<void> {
  const config = await withSecretsKey(readConfig());
  const logger = createLogger({ level: config.logLevel });
  const database = await openConfiguredDatabase(config, logger);
  if (config.serveWeb && config.role !== 'worker') warnAboutMissingBuilds(logger);
  if (config.ai) logger.info(`Analysing comments with ${config.ai.model} (${config.ai.provider})`);
  if (config.apify.connection) logger.info(`Apify at ${config.apify.connection.baseUrl}`);
  // Only a process that answers HTTP can be scraped; a worker alone keeps none.
  const metrics =
    config.metricsToken && config.role !== 'worker' ? createAppMetrics({ database }) : undefined;
  const model = aiServices({
    ai: config.ai,
    maxRequestsPerMinute: config.aiMaxRequestsPerMinute,
    tokensPerMinute: config.aiTokensPerMinute,
    database,
    metrics,
  });
  const services = composeServices({
    database,
    analyser: model.analyser,
    apify: config.apify,
    alertChannels: webhookAndMailChannels({
      mail: config.mail,
      publicUrl: config.apify.publicUrl,
      outbound: config.outbound,
    }),
  });
  const queue = await openJobQueue(database, logger);
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
          runners: services.runners,
          // Each rules thread analysing one slice while others are read and stored.
          slicesAtOnce: config.rulesThreads + 2,
          context: {
            analyser: model.analyser,
            aiConcurrency: model.ai?.maxConcurrency ?? DEFAULT_AI_MAX_CONCURRENCY,
            aiTimeoutMs: model.ai?.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
            industryClassifier: model.industryClassifier,
            analyseByRules: rulesPool?.analyse,
            now: services.now,
            jobMetrics: metrics,
          },
          logger,
        });
  if (worker) logger.info(`Working background jobs (REPLICA_ROLE=${config.role})`);
  // Every worker process looks for due watches; the database makes sure each runs once.
  const scheduler =
    worker &&
    startWatchScheduler({
      database,
      jobs: queuedJobStarter(queue, worker.wake),
      now: services.now,
      logger,
      apify: { serverAccount: services.scraping.serverApi !== undefined },
    });
  const server =
    config.role === 'worker'
      ? undefined
      : listen(config, database, {
          services,
          model,
          jobs: queuedJobStarter(queue, worker?.wake),
          queue,
          metrics,
          logger,
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
    services,
    model,
    logger,
    ...deps
  }: Pick<AppDeps, 'jobs' | 'queue' | 'metrics'> & {
    services: Services;
    model: AiServices;
    logger: Logger;
  },
) {
  const app = createApp({
    database,
    services,
    industryClassifier: model.industryClassifier,
    ideaWriter: model.ideaWriter,
    packWriter: model.packWriter,
    trustProxy: config.trustProxy,
    ...deps,
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

async function openConfiguredDatabase(config: ServerConfig, logger: Logger): Promise<Database> {
  try {
    return await openDatabase(config, logger);
  } catch (error) {
    const where = config.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : config.dataDir;
    logger.fatal(`Could not open the database (${where}): ${errorChain(error)}`);
    process.exit(1);
  }
}

function warnAboutMissingBuilds(logger: Logger): void {
  const missing = ['shell', ...SCREEN_NAMES].filter(
    (name) => !existsSync(join(repoRoot, 'apps', name, 'dist')),
  );
  if (missing.length > 0) {
    logger.warn(
      `Not built yet (npm run build): ${missing.map((name) => `apps/${name}`).join(', ')}`,
    );
  }
}

await main();
