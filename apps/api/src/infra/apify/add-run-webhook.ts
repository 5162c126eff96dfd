import type { RunWebhook } from '../../domain/scraping/scraper-api';
import type { ApifyConnection } from './apify-config';
import { apifyRequest } from './apify-request';

/** The events that end a run: whichever comes, the server learns how its run ended. */
export const RUN_END_EVENTS = [
  'ACTOR.RUN.SUCCEEDED',
  'ACTOR.RUN.FAILED',
  'ACTOR.RUN.ABORTED',
  'ACTOR.RUN.TIMED_OUT',
] as const;

/**
 * Asks Apify to call `requestUrl` once when a run ends: an ad-hoc webhook (`POST /v2/webhooks`
 * with `isAdHoc` and the run as its condition). Sent in the body rather than in the `webhooks`
 * query parameter of the start call, so the secret header never appears in a URL. Its
 * idempotency key is the run id: asking twice creates one webhook.
 */
export async function addRunWebhook(
  connection: ApifyConnection,
  webhook: RunWebhook,
): Promise<void> {
  await apifyRequest(connection, {
    method: 'POST',
    path: 'webhooks',
    body: {
      isAdHoc: true,
      eventTypes: RUN_END_EVENTS,
      condition: { actorRunId: webhook.runId },
      requestUrl: webhook.requestUrl,
      headersTemplate: JSON.stringify(webhook.headers),
      idempotencyKey: `replica-run-${webhook.runId}`,
      description: 'Réplica: importar los comentarios de la ejecución',
    },
  });
}
