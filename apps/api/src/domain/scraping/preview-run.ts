import {
  ACTOR_FIELD_KEYS,
  type ActorFieldKey,
  type ActorFieldMap,
  type RunPreview,
} from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { runActor, savedFieldMap } from './actor-field-maps';
import { fieldMappedComment, itemFieldValues, valueAt } from './field-mapped-comment';
import { ApifyError } from './scraper-api';
import type { ScrapingDeps } from './scraping-deps';
import { IMPORT_STATUS, findScraperRun } from './scraper-run-store';
import { scraperApiFor } from './apify-account';

/** How many of a run's first items a preview shows. */
export const PREVIEW_ITEMS = 5;

/** The label a run that names no actor gives its comments. */
const UNNAMED_ACTOR = 'Apify';

// A run Apify finished with success, whatever became of its import since.
const FINISHED = new Set<string>(['SUCCEEDED', ...Object.values(IMPORT_STATUS)]);

/** Why a run cannot be previewed: unknown here, or without a finished dataset to read. */
export class RunNotPreviewableError extends Error {
  override name = 'RunNotPreviewableError';

  constructor(
    readonly reason: 'not-found' | 'not-finished',
    readonly state?: string,
  ) {
    super(`${reason}${state ? ` (${state})` : ''}`);
  }
}

/**
 * A finished run's first {@link PREVIEW_ITEMS} items as they would be imported with `asked` (or
 * the fields saved for the run's actor): each item's fields as text, the comment it would become
 * or why it would be skipped, every field path found, and the chosen fields that no previewed item
 * holds. Nothing is stored. Apify's failures are {@link ApifyError}s.
 */
export async function previewRun(
  db: WorkspaceDb,
  deps: Pick<ScrapingDeps, 'apify' | 'now'>,
  apifyRunId: string,
  asked?: ActorFieldMap,
): Promise<RunPreview> {
  // An unknown or unfinished run is said so whether or not Apify is set up.
  const run = await findScraperRun(db, apifyRunId);
  if (!run) throw new RunNotPreviewableError('not-found');
  if (!FINISHED.has(run.status)) throw new RunNotPreviewableError('not-finished', run.status);
  const api = await scraperApiFor(db, deps.apify);
  const datasetId = run.datasetId ?? (await api.getRun(apifyRunId)).defaultDatasetId;
  if (!datasetId) throw new ApifyError('la ejecución no tiene dataset', 0);
  const items = await api.firstDatasetItems(datasetId, PREVIEW_ITEMS);
  const actor = runActor(run);
  const savedFields = actor ? await savedFieldMap(db, actor) : null;
  const fields = asked ?? savedFields;
  const now = deps.now();
  const shown = items.map((item) => {
    const mapped = fields ? fieldMappedComment(item, fields, actor ?? UNNAMED_ACTOR, now) : null;
    return {
      values: itemFieldValues(item),
      comment: mapped?.comment
        ? {
            text: mapped.comment.text,
            author: mapped.comment.author,
            date: mapped.comment.publishedAt?.toISOString() ?? null,
            id: mapped.comment.externalId,
          }
        : null,
      skipped: mapped?.skipped ?? null,
    };
  });
  return {
    runId: apifyRunId,
    actor,
    savedFields,
    fields,
    fieldPaths: [...new Set(shown.flatMap((item) => Object.keys(item.values)))],
    missing: fields ? missingFields(items, fields) : [],
    items: shown,
  };
}

/** The chosen fields that every item lacks (or holds as null); none for no items at all. */
function missingFields(items: unknown[], fields: ActorFieldMap): ActorFieldKey[] {
  if (items.length === 0) return [];
  return ACTOR_FIELD_KEYS.filter((key) => {
    const path = fields[key];
    return path !== null && items.every((item) => valueAt(item, path) == null);
  });
}
