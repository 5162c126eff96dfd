import type { RunTarget } from '../../domain/scraping/scraper-api';
import type { ApifyConnection } from './apify-config';
import { apifyRequest } from './apify-request';
import { type ApifyRun, runFromBody } from './apify-run';

/**
 * Apify names an actor or task `username~name` in URLs; the console shows `username/name`.
 *
 * @example apifyPathId('streamers/youtube-comments-scraper') // 'streamers~youtube-comments-scraper'
 */
export function apifyPathId(id: string): string {
  return encodeURIComponent(id.trim().replace('/', '~'));
}

/**
 * Starts a run and returns it as Apify created it (READY or RUNNING), without waiting:
 * `POST /v2/acts/{actorId}/runs` or `POST /v2/actor-tasks/{taskId}/runs`, input as the body.
 */
export async function startRun(
  connection: ApifyConnection,
  target: RunTarget,
  input: Record<string, unknown>,
): Promise<ApifyRun> {
  const path =
    'actorId' in target
      ? `acts/${apifyPathId(target.actorId)}/runs`
      : `actor-tasks/${apifyPathId(target.taskId)}/runs`;
  const { body } = await apifyRequest(connection, { method: 'POST', path, body: input });
  return runFromBody(body);
}
