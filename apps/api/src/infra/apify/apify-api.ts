import type { ScraperApi } from '../../domain/scraping/scraper-api';
import type { ScrapingSettings } from '../../domain/scraping/scraping-deps';
import { addRunWebhook } from './add-run-webhook';
import type { ApifyConnection, ApifySettings } from './apify-config';
import { getAccount } from './get-account';
import { datasetItemPages, firstDatasetItems } from './dataset-items';
import { getRun, waitForRun } from './get-run';
import { startRun } from './start-run';

/** The scraping service's {@link ScraperApi}, over Apify's HTTP API at `connection`. */
export function apifyApi(connection: ApifyConnection): ScraperApi {
  return {
    account: () => getAccount(connection),
    startRun: (target, input) => startRun(connection, target, input),
    getRun: (runId, waitSeconds) => getRun(connection, runId, waitSeconds),
    waitForRun: (run, waitSeconds) => waitForRun(connection, run, waitSeconds),
    addRunWebhook: (webhook) => addRunWebhook(connection, webhook),
    datasetItemPages: (datasetId) => datasetItemPages(connection, datasetId),
    firstDatasetItems: (datasetId, limit) => firstDatasetItems(connection, datasetId, limit),
  };
}

/**
 * The scraping service's settings from the configured ones: no API without a connection. The
 * other settings are read when used, not copied, as the service always read them: a test's
 * server learns its own `publicUrl` only once it listens.
 */
export function apifyScraping(settings: ApifySettings): ScrapingSettings {
  const { connection } = settings;
  const baseUrl = settings.accounts?.baseUrl;
  const secrets = settings.accounts?.secrets;
  return {
    serverApi: connection ? apifyApi(connection) : undefined,
    // A workspace's token replaces the server's; the timeouts and retries stay the server's.
    accounts:
      baseUrl && secrets
        ? { apiWithToken: (token) => apifyApi({ ...connection, baseUrl, token }), secrets }
        : undefined,
    get waitSeconds() {
      return settings.waitSeconds;
    },
    get webhookSecret() {
      return settings.webhookSecret;
    },
    get publicUrl() {
      return settings.publicUrl;
    },
  };
}
