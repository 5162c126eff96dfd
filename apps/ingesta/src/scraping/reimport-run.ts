import { ApiError, type RunScraperResult, type ScraperRun, api } from '@replica/api-client';

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
  { ok: true; newComments: number; result: RunScraperResult } | { ok: false; message: string };

/**
 * Imports `run` again. The API answers the run's totals, so the new comments are the difference
 * from the count the list showed (never below zero: that count is the last progress recorded).
 */
export async function reimportScraperRun(
  run: ReimportableRun,
  fallbackMessage: string,
): Promise<ReimportOutcome> {
  try {
    const result = await api.reimportScraperRun(run.runId);
    return { ok: true, newComments: Math.max(0, result.imported - run.imported), result };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.message : fallbackMessage };
  }
}
