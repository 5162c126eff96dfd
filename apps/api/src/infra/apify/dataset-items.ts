import type { ApifyConnection } from './apify-config';
import { ApifyError } from '../../domain/scraping/scraper-api';
import { apifyRequest } from './apify-request';

/** Items per request: Apify allows far more, but a page is held in memory while it is stored. */
export const DATASET_PAGE_SIZE = 1_000;

/**
 * A dataset's items, page by page in their stored order: `GET /v2/datasets/{id}/items` with
 * `format=json&clean=1` (no empty items or hidden fields) and `offset`/`limit`, until a page
 * comes back short.
 *
 * @example for await (const items of datasetItemPages(connection, run.defaultDatasetId)) { … }
 */
export async function* datasetItemPages(
  connection: ApifyConnection,
  datasetId: string,
  pageSize = DATASET_PAGE_SIZE,
): AsyncGenerator<unknown[]> {
  for (let offset = 0; ; offset += pageSize) {
    const { body } = await apifyRequest(connection, {
      method: 'GET',
      path: `datasets/${encodeURIComponent(datasetId)}/items`,
      query: { format: 'json', clean: 1, offset, limit: pageSize },
    });
    if (!Array.isArray(body)) throw new ApifyError('Apify no devolvió una lista de items', 200);
    if (body.length > 0) yield body;
    if (body.length < pageSize) return;
  }
}

/** A dataset's first `limit` items (fewer when it holds fewer), in one request. */
export async function firstDatasetItems(
  connection: ApifyConnection,
  datasetId: string,
  limit: number,
): Promise<unknown[]> {
  for await (const items of datasetItemPages(connection, datasetId, limit)) return items;
  return [];
}
