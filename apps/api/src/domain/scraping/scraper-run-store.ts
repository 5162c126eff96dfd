import { RUN_NEEDS_FIELDS, type ScraperPlatform } from '@replica/api-client/schemas';
import { and, eq, lt, notInArray, or } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { scraperRuns } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import { ensureIndustry } from '../industries/ensure-industry';

export type ScraperRunRow = typeof scraperRuns.$inferSelect;

/** The statuses of the import, after Apify's own (READY, RUNNING, SUCCEEDED…). */
export const IMPORT_STATUS = {
  importing: 'IMPORTING',
  imported: 'IMPORTED',
  failed: 'IMPORT-FAILED',
  /** Nothing in the dataset is a mapped actor's and the actor has no saved fields. */
  needsFields: RUN_NEEDS_FIELDS,
} as const;

/** Apify statuses that end a run without a dataset worth importing. */
export const FAILED_RUN_STATUSES: ReadonlySet<string> = new Set(['FAILED', 'ABORTED', 'TIMED-OUT']);

// An import that has said nothing for this long died with its process: another may take over.
// Harmless if it was alive after all, since comments are inserted ON CONFLICT DO NOTHING.
const STALE_IMPORT_MS = 15 * 60_000;

export interface NewScraperRun {
  apifyRunId: string;
  actorId: string | null;
  taskId: string | null;
  platform: ScraperPlatform | null;
  industry: string;
  status: string;
  datasetId: string | null;
  urlHint?: string | null;
  createdBy: number | null;
}

/**
 * The row of an Apify run: the one already stored for its run id, or a new one with `run`'s
 * fields. A webhook replayed concurrently finds the row its twin created.
 */
export async function ensureScraperRun(
  db: WorkspaceDb,
  run: NewScraperRun,
): Promise<ScraperRunRow> {
  await ensureIndustry(db, run.industry);
  await db
    .insert(scraperRuns)
    .values({ ...run, workspaceId: db.workspaceId })
    .onConflictDoNothing({
      target: [scraperRuns.workspaceId, scraperRuns.apifyRunId],
    });
  const row = await findScraperRun(db, run.apifyRunId);
  if (!row) throw new Error(`scraper run ${run.apifyRunId} was not stored`);
  return row;
}

/**
 * Records a run this server just started. Its webhook may have announced it first (Apify sends
 * ACTOR.RUN.CREATED as the run starts) with the webhook URL's defaults; the starter's request
 * then says where the run belongs, unless an import has already begun.
 */
export async function recordStartedRun(
  db: WorkspaceDb,
  run: NewScraperRun,
): Promise<ScraperRunRow> {
  await ensureIndustry(db, run.industry);
  const [row] = await db
    .insert(scraperRuns)
    .values({ ...run, workspaceId: db.workspaceId })
    .onConflictDoUpdate({
      target: [scraperRuns.workspaceId, scraperRuns.apifyRunId],
      set: {
        actorId: run.actorId,
        taskId: run.taskId,
        platform: run.platform,
        industry: run.industry,
        urlHint: run.urlHint ?? null,
        createdBy: run.createdBy,
      },
      setWhere: and(
        inWorkspace(db.workspaceId, scraperRuns),
        notInArray(scraperRuns.status, [IMPORT_STATUS.importing, IMPORT_STATUS.imported]),
      ),
    })
    .returning();
  return row ?? (await findScraperRun(db, run.apifyRunId))!;
}

export async function findScraperRun(db: WorkspaceDb, apifyRunId: string) {
  const [row] = await db
    .select()
    .from(scraperRuns)
    .where(and(inWorkspace(db.workspaceId, scraperRuns), eq(scraperRuns.apifyRunId, apifyRunId)));
  return row;
}

export async function scraperRunById(db: WorkspaceDb, id: number) {
  const [row] = await db.select().from(scraperRuns).where(ownRun(db, id));
  return row;
}

/** The run of that id, if it is the workspace's. */
function ownRun(db: WorkspaceDb, id: number) {
  return and(inWorkspace(db.workspaceId, scraperRuns), eq(scraperRuns.id, id));
}

/**
 * Records what Apify says of a run, unless its import has already begun: a late or replayed
 * event never rewinds IMPORTING or IMPORTED. A failed run is finished, with its reason.
 */
export async function recordApifyStatus(
  db: WorkspaceDb,
  id: number,
  apify: { status: string; datasetId?: string | null | undefined },
  now: Date,
): Promise<void> {
  const failed = FAILED_RUN_STATUSES.has(apify.status);
  await db
    .update(scraperRuns)
    .set({
      status: apify.status,
      ...(apify.datasetId ? { datasetId: apify.datasetId } : {}),
      ...(failed
        ? { error: `La ejecución de Apify terminó con estado ${apify.status}`, finishedAt: now }
        : {}),
    })
    .where(
      and(
        ownRun(db, id),
        notInArray(scraperRuns.status, [IMPORT_STATUS.importing, IMPORT_STATUS.imported]),
      ),
    );
}

/** Stores the dataset Apify says a run wrote, whatever the run's status. */
export async function recordDatasetId(
  db: WorkspaceDb,
  id: number,
  datasetId: string,
): Promise<void> {
  await db.update(scraperRuns).set({ datasetId }).where(ownRun(db, id));
}

/** Stores why talking to Apify about a run failed, leaving its status as it was. */
export async function recordRunError(db: WorkspaceDb, id: number, message: string): Promise<void> {
  await db.update(scraperRuns).set({ error: message }).where(ownRun(db, id));
}

/**
 * Takes the right to import a run: one UPDATE moving it to IMPORTING from any status but
 * IMPORTING (unless stale) and IMPORTED. Racing requests serialise on the row, and only the
 * first sees its condition hold, so exactly one of them gets the row back.
 */
export async function claimImport(
  db: WorkspaceDb,
  id: number,
  now: Date,
): Promise<ScraperRunRow | null> {
  const [claimed] = await db
    .update(scraperRuns)
    .set({ status: IMPORT_STATUS.importing, importStartedAt: now, error: null })
    .where(
      and(
        ownRun(db, id),
        or(
          notInArray(scraperRuns.status, [IMPORT_STATUS.importing, IMPORT_STATUS.imported]),
          and(
            eq(scraperRuns.status, IMPORT_STATUS.importing),
            lt(scraperRuns.importStartedAt, new Date(now.getTime() - STALE_IMPORT_MS)),
          ),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

export interface ImportProgress {
  imported: number;
  analyzed: number;
  skipped: number;
}

/** The counts of an import so far, and a sign of life for the staleness rule. */
export async function recordImportProgress(
  db: WorkspaceDb,
  id: number,
  progress: ImportProgress,
  now: Date,
): Promise<void> {
  await db
    .update(scraperRuns)
    .set({ ...progress, importStartedAt: now })
    .where(ownRun(db, id));
}

export async function finishImport(db: WorkspaceDb, id: number, now: Date) {
  const [row] = await db
    .update(scraperRuns)
    .set({ status: IMPORT_STATUS.imported, finishedAt: now, error: null })
    .where(ownRun(db, id))
    .returning();
  return row!;
}

/** Leaves a run waiting for its actor's fields: importable again once they are saved. */
export async function awaitFields(db: WorkspaceDb, id: number) {
  const [row] = await db
    .update(scraperRuns)
    .set({ status: IMPORT_STATUS.needsFields, error: null })
    .where(ownRun(db, id))
    .returning();
  return row!;
}

export async function failImport(db: WorkspaceDb, id: number, message: string): Promise<void> {
  await db
    .update(scraperRuns)
    .set({ status: IMPORT_STATUS.failed, error: message })
    .where(ownRun(db, id));
}
