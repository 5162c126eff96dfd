import {
  type BulkCommentsResult,
  type ImportedComment,
  MAX_AUTHOR_LENGTH,
  MAX_COMMENT_LENGTH,
  MIN_COMMENT_LENGTH,
  bulkCommentsResponseSchema,
} from '@replica/api-client/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { comments, importBatches, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import { ensureIndustry } from '../industries/ensure-industry';
import { normaliseCommentText } from './normalise-text';
import { parsePublishedDate } from './published-date';

// The first key of the (namespace, industry) advisory lock bulk imports take; any fixed number
// no other lock of the schema uses.
const INDUSTRY_IMPORT_LOCK = 724_219_002;
// The first key of the lock a batch takes to create its import's source.
const IMPORT_SOURCE_LOCK = 724_219_004;

export interface ImportBatch {
  batchId: string;
  importId?: string | undefined;
  kind: 'file' | 'bulk';
  industry: string;
  platform?: string | undefined;
  comments: ImportedComment[];
}

/**
 * Stores one batch of an import in one transaction. Pieces shorter than the spec's minimum are
 * counted as tooShort, over-long ones as failed, exact duplicates of a live comment of the same
 * industry (or of an earlier piece of the batch) as duplicates; none of those is stored. A batch
 * id seen before answers its first result again and stores nothing, so a client may retry.
 */
export async function importBatch(
  db: WorkspaceDb,
  batch: ImportBatch,
  userId: number,
): Promise<BulkCommentsResult> {
  const earlier = await storedResult(db, batch.batchId);
  if (earlier) return earlier;
  try {
    return await workspaceTransaction(db, (tx) => storeBatch(tx, batch, userId));
  } catch (error) {
    // The same batch id claimed by a concurrent request: that request's result is the answer.
    const concurrent = await storedResult(db, batch.batchId);
    if (concurrent) return concurrent;
    throw error;
  }
}

async function storeBatch(tx: WorkspaceDb, batch: ImportBatch, userId: number) {
  const source = await importSource(tx, batch, userId);

  const result: BulkCommentsResult = { inserted: 0, duplicates: 0, tooShort: 0, failed: 0 };
  const pieces = new Map<string, ImportedComment & { text: string }>();
  for (const comment of batch.comments) {
    const text = comment.text.trim();
    if (text.length < MIN_COMMENT_LENGTH) result.tooShort += 1;
    else if (text.length > MAX_COMMENT_LENGTH) result.failed += 1;
    else {
      const normalised = normaliseCommentText(text);
      if (pieces.has(normalised)) result.duplicates += 1;
      else pieces.set(normalised, { ...comment, text });
    }
  }

  result.inserted = await insertNewComments(tx, source, batch, pieces, userId);
  result.duplicates += pieces.size - result.inserted;

  // Claimed last, with its result, to spare a round trip: a concurrent request for the same
  // batch id waits here on the primary key until the first one commits, then finds it taken
  // and rolls back everything it wrote.
  const claimed = await tx
    .insert(importBatches)
    .values({
      workspaceId: tx.workspaceId,
      batchId: batch.batchId,
      sourceId: source.sourceId,
      createdBy: userId,
      result,
    })
    .onConflictDoNothing()
    .returning({ batchId: importBatches.batchId });
  if (claimed.length === 0) throw new Error(`batch ${batch.batchId} was stored concurrently`);

  await recordAudit(tx, {
    userId,
    action: 'comments.import',
    entity: 'source',
    entityIds: [source.sourceId],
    // The industry as imported: a reclassification or a merge may move the source later.
    details: { batchId: batch.batchId, kind: batch.kind, industry: source.industry, ...result },
  });
  return result;
}

/**
 * The source all batches of one import share; a batch without an import id is its own. The
 * first batches of an import arrive together (Ingesta sends two at once, from any API process):
 * one that finds no source takes the import's lock and looks again, so the one that created it
 * has committed and only one source is ever made. Once it exists, batches never wait here.
 */
async function importSource(tx: WorkspaceDb, batch: ImportBatch, userId: number) {
  if (batch.importId) {
    const existing =
      (await findImportSource(tx, batch, userId)) ??
      (await tx
        .execute(
          sql`select pg_advisory_xact_lock(${IMPORT_SOURCE_LOCK}, hashtext(${tx.workspaceId} || ':' || ${batch.importId}))`,
        )
        .then(() => findImportSource(tx, batch, userId)));
    if (existing) return existing;
  }
  await ensureIndustry(tx, batch.industry);
  const [created] = await tx
    .insert(sources)
    .values({
      workspaceId: tx.workspaceId,
      industry: batch.industry,
      kind: batch.kind,
      platform: batch.platform || null,
      externalRef: batch.importId ?? null,
      createdBy: userId,
    })
    .returning({ sourceId: sources.sourceId, industry: sources.industry });
  return created!;
}

async function findImportSource(tx: WorkspaceDb, batch: ImportBatch, userId: number) {
  const [found] = await tx
    .select({ sourceId: sources.sourceId, industry: sources.industry })
    .from(sources)
    .where(
      and(
        inWorkspace(tx.workspaceId, sources),
        eq(sources.kind, batch.kind),
        eq(sources.externalRef, batch.importId ?? ''),
        eq(sources.createdBy, userId),
        isNull(sources.deletedAt),
      ),
    )
    .limit(1);
  return found;
}

/**
 * Inserts the pieces that are not exact duplicates of a live comment of the source's industry,
 * in one statement whatever the batch size, and answers how many it inserted. The pieces travel
 * as one array per column (five array parameters, not five per row). Each piece is checked by its
 * own probe of the normalised-text hash index, forced so: LATERAL … LIMIT 1 keeps the planner
 * from hashing every comment of the industry, and OFFSET 0 from walking the industry's source
 * or AND-ing in a partial index of every live comment, which it did with the statistics an
 * import leaves stale (measured at 60,000 comments: 12 ms a batch, against 29 ms to 4.5 s).
 */
async function insertNewComments(
  tx: WorkspaceDb,
  source: { sourceId: number; industry: string },
  batch: ImportBatch,
  pieces: Map<string, ImportedComment & { text: string }>,
  userId: number,
): Promise<number> {
  if (pieces.size === 0) return 0;
  // Stale statistics put the probes' estimated cost above jit_above_cost on PostgreSQL, and
  // compiling the plan then took 300 ms of a 12 ms statement. PGlite has no JIT; the setting
  // is harmless there.
  await tx.execute(sql`set local jit = off`);
  // Imports into one industry of one workspace take turns from here to their commit: two at once
  // (Ingesta sends two batches together) would each look for duplicates before the other's rows
  // were visible and store a text both hold twice. Parsing and checking the batches still overlap,
  // and other workspaces' imports into an industry of the same name do not wait.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${INDUSTRY_IMPORT_LOCK}, hashtext(${tx.workspaceId} || ':' || ${source.industry}))`,
  );
  const authors: Array<string | null> = [];
  const texts: string[] = [];
  const platforms: Array<string | null> = [];
  const publishedAt: Array<string | null> = [];
  for (const comment of pieces.values()) {
    authors.push(comment.author?.trim().slice(0, MAX_AUTHOR_LENGTH) || null);
    texts.push(comment.text);
    platforms.push(comment.platform?.trim() || batch.platform || null);
    publishedAt.push(parsePublishedDate(comment.date)?.toISOString() ?? null);
  }
  const inserted = await tx.execute<{ inserted: number }>(sql`
    with inserted as (
      insert into ${comments} (workspace_id, source_id, author, text, normalized_text, platform,
        published_at, created_by)
      select ${tx.workspaceId}, ${source.sourceId}, piece.author, piece.text,
        piece.normalized_text, piece.platform, piece.published_at, ${userId}
      from unnest(${sql.param(authors)}::text[], ${sql.param(texts)}::text[],
          ${sql.param([...pieces.keys()])}::text[], ${sql.param(platforms)}::text[],
          ${sql.param(publishedAt)}::timestamptz[])
        with ordinality as piece(author, text, normalized_text, platform, published_at, position)
      left join lateral (
        select 1 as found
        from (
          select source_id, deleted_at from ${comments}
          where normalized_text = piece.normalized_text and workspace_id = ${tx.workspaceId}
          offset 0
        ) stored
        join ${sources} stored_source on stored_source.source_id = stored.source_id
        where stored.deleted_at is null
          and stored_source.workspace_id = ${tx.workspaceId}
          and stored_source.industry = ${source.industry}
          and stored_source.deleted_at is null
        limit 1
      ) duplicate on true
      where duplicate.found is null
      order by piece.position
      returning 1
    )
    select count(*)::int as inserted from inserted`);
  return inserted.rows[0]!.inserted;
}

async function storedResult(db: WorkspaceDb, batchId: string): Promise<BulkCommentsResult | null> {
  const [row] = await db
    .select({ result: importBatches.result })
    .from(importBatches)
    .where(and(inWorkspace(db.workspaceId, importBatches), eq(importBatches.batchId, batchId)));
  if (!row) return null;
  const parsed = bulkCommentsResponseSchema.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}
