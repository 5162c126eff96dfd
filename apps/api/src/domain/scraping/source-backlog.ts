import { and, count, eq, isNull } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments } from '../../db/schema';
import { workspaceAnalysis } from '../comment-query';
import { inWorkspace } from '../in-workspace';
import { commentToAnalyseColumns } from '../analysis/analyse-rows';
import type { NewComment } from './analyse-new-comments';

/**
 * The comments of a run's source still without an analysis. An import's process killed between
 * storing a page and analysing it leaves such comments, and a later import of the same run finds
 * them already stored (so not new), so they are looked up here instead.
 */
export async function unanalysedComments(db: WorkspaceDb, sourceId: number): Promise<NewComment[]> {
  return db
    .select(commentToAnalyseColumns)
    .from(comments)
    .leftJoin(commentAnalysis, workspaceAnalysis(db))
    .where(
      and(
        inWorkspace(db.workspaceId, comments),
        eq(comments.sourceId, sourceId),
        isNull(comments.deletedAt),
        isNull(commentAnalysis.commentId),
      ),
    )
    .orderBy(comments.commentId);
}

/** How many comments the run's source holds and how many of them are analysed, from the rows. */
export async function sourceTotals(db: WorkspaceDb, sourceId: number) {
  const [totals] = await db
    .select({ imported: count(comments.commentId), analyzed: count(commentAnalysis.commentId) })
    .from(comments)
    .leftJoin(commentAnalysis, workspaceAnalysis(db))
    .where(and(inWorkspace(db.workspaceId, comments), eq(comments.sourceId, sourceId)));
  return { imported: totals?.imported ?? 0, analyzed: totals?.analyzed ?? 0 };
}
