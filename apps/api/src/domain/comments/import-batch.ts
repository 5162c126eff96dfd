import {
  type BulkCommentsResult,
  type ImportedComment,
  MAX_AUTHOR_LENGTH,
  MAX_COMMENT_LENGTH,
  MIN_COMMENT_LENGTH,
  bulkCommentsResponseSchema,
} from '@replica/api-client/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { comments, importBatches, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { ensureIndustry } from '../industries/ensure-industry';
import { normaliseCommentText } from './normalise-text';
import { parsePublishedDate } from './published-date';

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
  db: Db,
  batch: ImportBatch,
  userId: number,
): Promise<BulkCommentsResult> {
  const earlier = await storedResult(db, batch.batchId);
  if (earlier) return earlier;
  try {
    return await db.transaction((tx) => storeBatch(tx, batch, userId));
  } catch (error) {
    // The same batch id claimed by a concurrent request: that request's result is the answer.
    const concurrent = await storedResult(db, batch.batchId);
    if (concurrent) return concurrent;
    throw error;
  }
}

async function storeBatch(tx: Db, batch: ImportBatch, userId: number) {
  const source = await importSource(tx, batch, userId);
  const claimed = await tx
    .insert(importBatches)
    .values({ batchId: batch.batchId, sourceId: source.sourceId, createdBy: userId })
    .onConflictDoNothing()
    .returning({ batchId: importBatches.batchId });
  if (claimed.length === 0) throw new Error(`batch ${batch.batchId} was stored concurrently`);

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

  const alreadyStored = await liveNormalisedTexts(tx, source.industry, [...pieces.keys()]);
  const rows = [...pieces].flatMap(([normalised, comment]) => {
    if (alreadyStored.has(normalised)) {
      result.duplicates += 1;
      return [];
    }
    return [
      {
        sourceId: source.sourceId,
        author: comment.author?.trim().slice(0, MAX_AUTHOR_LENGTH) || null,
        text: comment.text,
        normalizedText: normalised,
        platform: comment.platform?.trim() || batch.platform || null,
        publishedAt: parsePublishedDate(comment.date),
        createdBy: userId,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(comments).values(rows);
  result.inserted = rows.length;

  await tx.update(importBatches).set({ result }).where(eq(importBatches.batchId, batch.batchId));
  await recordAudit(tx, {
    userId,
    action: 'comments.import',
    entity: 'source',
    entityIds: [source.sourceId],
    details: { batchId: batch.batchId, kind: batch.kind, ...result },
  });
  return result;
}

/** The source all batches of one import share; a batch without an import id is its own. */
async function importSource(tx: Db, batch: ImportBatch, userId: number) {
  if (batch.importId) {
    const [existing] = await tx
      .select({ sourceId: sources.sourceId, industry: sources.industry })
      .from(sources)
      .where(
        and(
          eq(sources.kind, batch.kind),
          eq(sources.externalRef, batch.importId),
          eq(sources.createdBy, userId),
          isNull(sources.deletedAt),
        ),
      )
      .limit(1);
    if (existing) return existing;
  }
  await ensureIndustry(tx, batch.industry);
  const [created] = await tx
    .insert(sources)
    .values({
      industry: batch.industry,
      kind: batch.kind,
      platform: batch.platform || null,
      externalRef: batch.importId ?? null,
      createdBy: userId,
    })
    .returning({ sourceId: sources.sourceId, industry: sources.industry });
  return created!;
}

async function liveNormalisedTexts(tx: Db, industry: string, texts: string[]) {
  if (texts.length === 0) return new Set<string>();
  const rows = await tx
    .selectDistinct({ normalizedText: comments.normalizedText })
    .from(comments)
    .innerJoin(sources, eq(sources.sourceId, comments.sourceId))
    .where(
      and(
        eq(sources.industry, industry),
        isNull(sources.deletedAt),
        isNull(comments.deletedAt),
        inArray(comments.normalizedText, texts),
      ),
    );
  return new Set(rows.map((row) => row.normalizedText));
}

async function storedResult(db: Db, batchId: string): Promise<BulkCommentsResult | null> {
  const [row] = await db
    .select({ result: importBatches.result })
    .from(importBatches)
    .where(eq(importBatches.batchId, batchId));
  if (!row) return null;
  const parsed = bulkCommentsResponseSchema.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}
