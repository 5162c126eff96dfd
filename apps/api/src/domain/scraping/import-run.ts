import type { ScraperPlatform } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { comments, scraperRuns, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { normaliseCommentText } from '../comments/normalise-text';
import { inWorkspace } from '../in-workspace';
import type { WaitingWork } from '../analysis/analyse-waiting-for-provider';
import { runActor, savedFieldMap } from './actor-field-maps';
import { analyseNewComments } from './analyse-new-comments';
import { fieldMappedComment } from './field-mapped-comment';
import { ApifyError } from './scraper-api';
import type { ScrapingDeps } from './scraping-deps';
import { sourceTotals, unanalysedComments } from './source-backlog';
import {
  PLATFORM_LABELS,
  type ScrapedComment,
  itemPlatform,
  scrapedComment,
} from './scraped-comment';
import {
  type ImportProgress,
  type ScraperRunRow,
  awaitFields,
  failImport,
  finishImport,
  recordImportProgress,
} from './scraper-run-store';
import { scraperApiFor } from './apify-account';

export type ImportDeps = Pick<ScrapingDeps, 'apify' | 'analyser' | 'now'>;

// Rows per INSERT: 10 parameters each stays far below PostgreSQL's 65,535 per statement.
const INSERT_CHUNK = 500;

/** How an import goes beyond the run: told of its progress, and run as a job's work or not. */
export interface ImportOptions {
  onProgress?: ((progress: ImportProgress) => Promise<void>) | undefined;
  /**
   * The job the import runs in: its analysis waits out a provider's long retry-after, and once
   * the job stops (cancelled, the worker stopping) the import stops after the page it is on.
   */
  work?: WaitingWork | undefined;
}

/** An import stopped with its job: what it stored is kept, and importing the run again goes on. */
export class ImportStopped extends Error {
  override name = 'ImportStopped';
  constructor() {
    super('importación detenida antes de terminar');
  }
}

/**
 * Imports a claimed run's dataset (see `claimImport`): reads it page by page, maps each item to
 * a comment of the run's industry (source kind 'scraper'), inserts the new ones — a comment id
 * already stored is skipped by the unique index, so replays add nothing — and analyses them.
 * A run of no mapped platform takes the fields saved for its actor, and its comments the actor's
 * name as their platform; without saved fields, a dataset none of whose items a mapped actor
 * wrote is left NEEDS-FIELDS, for the user to choose them and import it again.
 * Ends IMPORTED with the counts, or IMPORT-FAILED with the reason (and rethrows), which a later
 * webhook replay may retry; a job's import that stops ends IMPORT-FAILED too (ImportStopped).
 * Before finishing, it analyses any comment of the run still without an analysis and takes the
 * totals from the rows, so an earlier attempt killed half-way leaves nothing pending and no
 * wrong count.
 */
export async function importRun(
  db: WorkspaceDb,
  deps: ImportDeps,
  run: ScraperRunRow,
  { onProgress, work }: ImportOptions = {},
): Promise<ScraperRunRow> {
  const analysis = { analyser: deps.analyser, industry: run.industry, now: deps.now, work };
  const stopIfStopped = () => {
    if (work?.signal.aborted) throw new ImportStopped();
  };
  try {
    const api = await scraperApiFor(db, deps.apify);
    if (!run.datasetId) throw new ApifyError('la ejecución no tiene dataset', 0);
    let platform = run.platform as ScraperPlatform | null;
    const actor = runActor(run);
    const fields = !platform && actor ? await savedFieldMap(db, actor) : null;
    let sourceId = run.sourceId;
    let itemsSeen = 0;
    const progress: ImportProgress = {
      imported: run.imported,
      analyzed: run.analyzed,
      skipped: 0,
    };
    for await (const items of api.datasetItemPages(run.datasetId)) {
      const now = deps.now();
      itemsSeen += items.length;
      let found: Array<ScrapedComment<string>>;
      if (fields && actor) {
        found = items.flatMap((item) => fieldMappedComment(item, fields, actor, now).comment ?? []);
      } else {
        platform ??= items.map((item) => itemPlatform(item, null)).find(Boolean) ?? null;
        found = items.flatMap((item) => {
          const scraped = scrapedComment(item, platform, now);
          return scraped ? { ...scraped, platform: PLATFORM_LABELS[scraped.platform] } : [];
        });
      }
      progress.skipped += items.length - found.length;
      if (found.length > 0) {
        const label = fields ? actor : platform && PLATFORM_LABELS[platform];
        sourceId ??= await createSource(db, run, { label, platform });
        const inserted = await insertNew(db, sourceId, run.createdBy, found);
        progress.imported += inserted.length;
        progress.analyzed += await analyseNewComments(db, analysis, inserted);
      }
      await recordImportProgress(db, run.id, progress, deps.now());
      await onProgress?.(progress);
      stopIfStopped();
    }
    if (!sourceId && !fields && !platform && itemsSeen > 0) return await awaitFields(db, run.id);
    if (sourceId) {
      await analyseNewComments(db, analysis, await unanalysedComments(db, sourceId));
      stopIfStopped();
      // The counters miss whatever a killed earlier attempt stored after its last progress.
      Object.assign(progress, await sourceTotals(db, sourceId));
      await recordImportProgress(db, run.id, progress, deps.now());
    }
    const finished = await finishImport(db, run.id, deps.now());
    await recordAudit(db, {
      userId: run.createdBy,
      action: 'scraper.import',
      entity: 'scraper_run',
      entityIds: [run.id],
      details: { apifyRunId: run.apifyRunId, ...progress },
    });
    return finished;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await failImport(db, run.id, `Error al importar: ${reason}`);
    throw error;
  }
}

/**
 * The run's source, created on the first page with comments and remembered on the run, with the
 * comments' platform label; the platform found in the items is remembered on the run too.
 */
async function createSource(
  db: WorkspaceDb,
  run: ScraperRunRow,
  { label, platform }: { label: string | null; platform: ScraperPlatform | null },
) {
  const [source] = await db
    .insert(sources)
    .values({
      workspaceId: db.workspaceId,
      industry: run.industry,
      kind: 'scraper',
      platform: label,
      externalRef: run.apifyRunId,
      createdBy: run.createdBy,
    })
    .returning({ sourceId: sources.sourceId });
  await db
    .update(scraperRuns)
    .set({ sourceId: source!.sourceId, ...(run.platform ? {} : { platform }) })
    .where(and(inWorkspace(db.workspaceId, scraperRuns), eq(scraperRuns.id, run.id)));
  return source!.sourceId;
}

async function insertNew(
  db: WorkspaceDb,
  sourceId: number,
  createdBy: number | null,
  found: Array<ScrapedComment<string>>,
) {
  const inserted = [];
  for (let start = 0; start < found.length; start += INSERT_CHUNK) {
    const rows = found.slice(start, start + INSERT_CHUNK).map((comment) => ({
      workspaceId: db.workspaceId,
      sourceId,
      author: comment.author,
      text: comment.text,
      normalizedText: normaliseCommentText(comment.text),
      platform: comment.platform,
      publishedAt: comment.publishedAt,
      externalId: comment.externalId,
      likes: comment.likes,
      replies: comment.replies,
      createdBy,
    }));
    inserted.push(
      ...(await db.insert(comments).values(rows).onConflictDoNothing().returning({
        commentId: comments.commentId,
        text: comments.text,
        platform: comments.platform,
        likes: comments.likes,
        replies: comments.replies,
      })),
    );
  }
  return inserted;
}
