/**
 * What the scraping service asks of Apify, declared here so the domain depends on this port and
 * `infra/apify` implements it over HTTP (`apifyApi`). Tests reach the same adapter through a
 * local fake Apify, so nothing of ours is mocked.
 */

/** The fields of Apify's run object the product reads. */
export interface ScraperRun {
  id: string;
  actId?: string | null | undefined;
  actorTaskId?: string | null | undefined;
  status: string;
  defaultDatasetId?: string | null | undefined;
  startedAt?: string | null | undefined;
  finishedAt?: string | null | undefined;
  statusMessage?: string | null | undefined;
}

/** Statuses after which a run changes no more (Apify's run lifecycle). */
export const FINAL_RUN_STATUSES: ReadonlySet<string> = new Set([
  'SUCCEEDED',
  'FAILED',
  'ABORTED',
  'TIMED-OUT',
]);

/** What to start: an actor with an input, or a saved task (whose input the given one overrides). */
export type RunTarget = { actorId: string } | { taskId: string };

export interface RunWebhook {
  runId: string;
  /** Where Apify POSTs the event (its default payload). */
  requestUrl: string;
  /** Headers Apify sends with it: the webhook's secret. */
  headers: Record<string, string>;
}

/** Whose Apify account a token opens. */
export interface ScraperAccount {
  id: string;
  username: string;
}

/** Every failure of these calls is an {@link ApifyError}. */
export interface ScraperApi {
  /** The account this API acts as: a wrong token fails here. */
  account(): Promise<ScraperAccount>;
  /** Starts a run and returns it as Apify created it (READY or RUNNING), without waiting. */
  startRun(target: RunTarget, input: Record<string, unknown>): Promise<ScraperRun>;
  /** A run as it is now, or once it finishes if that happens within `waitSeconds` (at most 60). */
  getRun(runId: string, waitSeconds?: number): Promise<ScraperRun>;
  /** Waits up to `waitSeconds` for a run to finish; returns it as last seen. */
  waitForRun(run: Pick<ScraperRun, 'id' | 'status'>, waitSeconds: number): Promise<ScraperRun>;
  /** Asks Apify to call `requestUrl` once when the run ends; asking twice creates one webhook. */
  addRunWebhook(webhook: RunWebhook): Promise<void>;
  /** A dataset's items, page by page in their stored order. */
  datasetItemPages(datasetId: string): AsyncIterable<unknown[]>;
  /** A dataset's first `limit` items, for a preview. */
  firstDatasetItems(datasetId: string, limit: number): Promise<unknown[]>;
}

/**
 * A call to Apify that did not give what was asked: Apify's own error (`status` is its HTTP
 * status, `type` its error type), an answer that is not what its API documents, or no answer at
 * all (`status` 0). The message is Apify's, or says in Spanish what went wrong.
 */
export class ApifyError extends Error {
  override name = 'ApifyError';

  constructor(
    message: string,
    readonly status: number,
    readonly type?: string,
    /** No answer within the timeout: not worth repeating at once. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}
