import { type SQL, and, eq, sql } from 'drizzle-orm';
import { commentAnalysis, comments, sources } from '../../db/schema';

/** Joins a comment to the source that holds it (and so to its industry). */
export const commentSource: SQL = eq(sources.sourceId, comments.sourceId);

/** Joins an analysis to the comment it is about. */
export const analysedComment: SQL = eq(comments.commentId, commentAnalysis.commentId);

/**
 * Left-joins a comment's analysis of the workspace. The workspace sits in the ON clause: in the
 * WHERE it would drop the comments that have no analysis.
 */
export function workspaceAnalysis(workspaceId: number): SQL {
  return and(analysedComment, eq(commentAnalysis.workspaceId, workspaceId))!;
}

/**
 * A comment counts only while neither it nor its source is soft-deleted: deleting a source hides
 * all its comments without touching them, so every read checks both.
 */
export const isLiveComment: SQL = sql`${comments.deletedAt} is null and ${sources.deletedAt} is null`;
