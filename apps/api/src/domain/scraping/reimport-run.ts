import type { RunScraperResult } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { recordAudit } from '../audit';
import { runActor, savedFieldMap } from './actor-field-maps';
import type { ScrapingDeps } from './scraping-deps';
import { IMPORT_STATUS, claimImport, findScraperRun, recordDatasetId } from './scraper-run-store';
import { scraperApiFor } from './apify-account';

/**
 * Why a run cannot be imported again: unknown, not in a state to, being imported now, or waiting
 * for its actor's fields, which nobody has saved.
 */
export type NotReimportableReason = 'not-found' | 'not-reimportable' | 'importing' | 'needs-fields';

export class RunNotReimportableError extends Error {
  override name = 'RunNotReimportableError';

  constructor(
    readonly reason: NotReimportableReason,
    /** The run's state, when that is the reason. */
    readonly state?: string,
  ) {
    super(`${reason}${state ? ` (${state})` : ''}`);
  }
}

// A run Apify finished but nobody imported (a lost webhook) may be imported too, and one left
// IMPORTING by a process that died: `claimImport` takes it only once it has gone stale. A run
// left NEEDS-FIELDS is imported with the fields saved for its actor since.
const REIMPORTABLE = new Set<string>([
  IMPORT_STATUS.failed,
  'SUCCEEDED',
  IMPORT_STATUS.importing,
  IMPORT_STATUS.needsFields,
]);

/**
 * Imports again a run whose import failed part-way (its dataset unreadable half-way, the database
 * down, the process killed), that Apify finished and nobody imported, or that waited for its
 * actor's fields (NEEDS-FIELDS) once they are saved: the run is claimed as
 * any import is and its import queued as a job (`import-job.ts`), which skips the comments
 * already stored by their unique Apify id. Answers the run's counts so far and IMPORTING; the
 * runs list follows it. Apify's failures before the claim are `ApifyError`s.
 */
export async function reimportRun(
  db: WorkspaceDb,
  deps: ScrapingDeps,
  apifyRunId: string,
  userId: number,
): Promise<RunScraperResult> {
  const api = await scraperApiFor(db, deps.apify);
  if (!deps.jobs) throw new Error('re-imports run through the job queue, which is missing');
  const row = await findScraperRun(db, apifyRunId);
  if (!row) throw new RunNotReimportableError('not-found');
  if (!REIMPORTABLE.has(row.status)) {
    throw new RunNotReimportableError('not-reimportable', row.status);
  }
  if (row.status === IMPORT_STATUS.needsFields) {
    const actor = runActor(row);
    if (!actor || !(await savedFieldMap(db, actor)))
      throw new RunNotReimportableError('needs-fields');
  }
  // Asked before the claim, so a failure here leaves the run as it was, not IMPORTING.
  const datasetId = row.datasetId ?? (await api.getRun(apifyRunId)).defaultDatasetId ?? null;
  const claimed = await claimImport(db, row.id, deps.now());
  if (!claimed) {
    throw new RunNotReimportableError('importing');
  }
  await recordAudit(db, {
    userId,
    action: 'scraper.reimport',
    entity: 'scraper_run',
    entityIds: [row.id],
    details: { apifyRunId, previousStatus: row.status, imported: row.imported },
  });
  if (!claimed.datasetId && datasetId) await recordDatasetId(db, row.id, datasetId);
  await deps.jobs.start(db, {
    kind: 'import-apify-run',
    industry: claimed.industry,
    subject: apifyRunId,
    createdBy: userId,
  });
  return {
    imported: claimed.imported,
    analyzed: claimed.analyzed,
    runId: apifyRunId,
    status: claimed.status,
  };
}
