import type { Analyser } from '../analysis/analyser';
import type { JobStarter } from '../jobs/job-starter';
import type { SecretBox } from '../secret-box';
import type { ScraperApi } from './scraper-api';

/** Apify as the scraping service sees it: its API, and how runs are waited for and announced. */
export interface ScrapingSettings {
  /**
   * The server's own account (`APIFY_TOKEN`): the runs of workspaces without an account of their
   * own (`apify-account.ts`). Undefined without it.
   */
  serverApi: ScraperApi | undefined;
  /** Workspaces' own accounts; undefined when the server has no key to keep their tokens with. */
  accounts: ScraperAccounts | undefined;
  /** How long `run-apify-task` waits for a run before leaving it to the webhook. */
  waitSeconds: number;
  /** Undefined without `APIFY_WEBHOOK_SECRET`: the webhook refuses every call. */
  webhookSecret: string | undefined;
  /** The public origin of this server, to show the webhook URL; undefined when unknown. */
  publicUrl: string | undefined;
}

/** How a workspace's own Apify account is reached and its token kept. */
export interface ScraperAccounts {
  /** Apify's API as the holder of `token`. */
  apiWithToken(token: string): ScraperApi;
  secrets: SecretBox;
}

/** What the scraping service runs on; `createApp` builds it from its own dependencies. */
export interface ScrapingDeps {
  apify: ScrapingSettings;
  analyser: Analyser;
  now: () => Date;
  /** Starts the import of a run the webhook announces finished, as a job; none without a queue. */
  jobs: JobStarter | undefined;
}
