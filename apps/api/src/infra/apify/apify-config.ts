import type { SecretBox } from '../../domain/secret-box';

/** Apify's public API, used when `APIFY_BASE_URL` is not set. */
export const DEFAULT_APIFY_BASE_URL = 'https://api.apify.com';
/** How long `run-apify-task` waits for a run by default (`APIFY_WAIT_S`). */
export const DEFAULT_APIFY_WAIT_S = 120;
/** Apify answers a `waitForFinish` longer than this with the run as it is after 60 s. */
export const APIFY_MAX_WAIT_PER_CALL_S = 60;

/** Where Apify's HTTP API is and who we are to it. */
export interface ApifyConnection {
  /** `https://api.apify.com`, or a local fake in tests; `/v2/…` is appended. */
  baseUrl: string;
  token: string;
  /** Per HTTP request, on top of any `waitForFinish` it asks for. */
  requestTimeoutMs?: number;
  /** First delay before a GET is retried; doubles on each retry. Tests shorten it. */
  retryBaseMs?: number;
}

/** Everything the scraping service is configured with (`APIFY_*`, `PUBLIC_URL`). */
export interface ApifySettings {
  /**
   * Workspaces' own accounts: Apify's address for them (`APIFY_BASE_URL`) and the box
   * their tokens are sealed in. No box: no key, so no workspace can connect an account.
   */
  accounts?: { baseUrl: string; secrets: SecretBox | undefined } | undefined;
  /** Undefined without `APIFY_TOKEN`: runs are refused, the webhook still imports nothing. */
  connection: ApifyConnection | undefined;
  /** How long `run-apify-task` waits for a run before leaving it to the webhook. */
  waitSeconds: number;
  /** Undefined without `APIFY_WEBHOOK_SECRET`: the webhook refuses every call. */
  webhookSecret: string | undefined;
  /** The public origin of this server, to show the webhook URL; undefined when unknown. */
  publicUrl: string | undefined;
}
