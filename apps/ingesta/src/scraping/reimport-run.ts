import type { RunScraperResult, ScraperRun } from '@replica/api-client';

/**
 * The statuses `reimport-apify-run` takes: a failed import, or a run Apify finished that nobody
 * imported. The API also takes an IMPORTING run once its import has gone quiet for 15 minutes,
 * but the runs list does not say when an import last moved, so the screen cannot tell a dead
 * import from a live one and offers neither.
 */
const REIMPORTABLE_STATUSES = new Set(['IMPORT-FAILED', 'SUCCEEDED']);

/** A run of Apify's (it has Apify's id) that the API would import again. */
export type ReimportableRun = ScraperRun & { runId: string };

export const isReimportable = (run: ScraperRun): run is ReimportableRun =>
  run.runId !== null && REIMPORTABLE_STATUSES.has(run.status);

/**
 * How asking for a run to be imported again ended. The API queues the import as a background job
 * and answers the run's counts so far with IMPORTING; the runs list, asked again, follows it to
 * the end. A refusal is said in the screen's language.
 */
export type ReimportOutcome =
  { ok: true; result: RunScraperResult } | { ok: false; message: string };
