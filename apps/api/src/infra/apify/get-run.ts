import { APIFY_MAX_WAIT_PER_CALL_S, type ApifyConnection } from './apify-config';
import { apifyRequest } from './apify-request';
import { FINAL_RUN_STATUSES, type ScraperRun } from '../../domain/scraping/scraper-api';
import { type ApifyRun, runFromBody } from './apify-run';

/**
 * A run as it is now, or once it finishes if that happens within `waitSeconds` (at most 60, which
 * is all Apify holds a `waitForFinish` request for): `GET /v2/actor-runs/{runId}`.
 */
export async function getRun(
  connection: ApifyConnection,
  runId: string,
  waitSeconds = 0,
): Promise<ApifyRun> {
  const wait = Math.max(0, Math.min(APIFY_MAX_WAIT_PER_CALL_S, Math.ceil(waitSeconds)));
  const { body } = await apifyRequest(connection, {
    method: 'GET',
    path: `actor-runs/${encodeURIComponent(runId)}`,
    ...(wait > 0 ? { query: { waitForFinish: wait }, waitSeconds: wait } : {}),
  });
  return runFromBody(body);
}

/**
 * Waits up to `waitSeconds` for a run to finish, in as many `waitForFinish` calls as Apify's
 * 60-second cap needs, and returns it as last seen: finished, or still going when time ran out.
 */
export async function waitForRun(
  connection: ApifyConnection,
  run: Pick<ScraperRun, 'id' | 'status'>,
  waitSeconds: number,
): Promise<ScraperRun> {
  const deadline = Date.now() + waitSeconds * 1000;
  let current: ScraperRun = run;
  while (!FINAL_RUN_STATUSES.has(current.status)) {
    const left = (deadline - Date.now()) / 1000;
    if (left <= 0) break;
    current = await getRun(connection, current.id, left);
  }
  return current;
}
