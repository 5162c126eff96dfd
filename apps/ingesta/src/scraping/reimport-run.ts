import {
  type RunScraperResult,
  type ScraperRun,
  type TextLanguage,
  api,
  errorText,
} from '@replica/api-client';

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

export type ReimportOutcome =
  { ok: true; result: RunScraperResult } | { ok: false; message: string };

/**
 * Asks for `run` to be imported again. The API queues the import as a background job and answers
 * the run's counts so far with IMPORTING; the runs list, reloaded, follows it to the end. A
 * refusal is said in `language`.
 */
export async function reimportScraperRun(
  run: ReimportableRun,
  language: TextLanguage,
): Promise<ReimportOutcome> {
  try {
    const result = await api.reimportScraperRun(run.runId);
    return { ok: true, result };
  } catch (error) {
    return { ok: false, message: errorText(error, 'reimport', language) };
  }
}
