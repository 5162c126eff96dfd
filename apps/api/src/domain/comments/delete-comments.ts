import { and, inArray, isNull } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { comments } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace } from '../in-workspace';

/**
 * Soft-deletes live comments (sets deleted_at; every read leaves them out) and returns how many
 * it deleted: unknown or already deleted ids are not counted.
 */
export async function deleteComments(
  db: WorkspaceDb,
  ids: number[],
  userId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .update(comments)
      .set({ deletedAt: now })
      .where(
        and(
          inWorkspace(db.workspaceId, comments),
          inArray(comments.commentId, [...new Set(ids)]),
          isNull(comments.deletedAt),
        ),
      )
      .returning({ commentId: comments.commentId });
    if (deleted.length > 0) {
      await recordAudit(tx, {
        userId,
        action: 'comments.delete',
        entity: 'comment',
        entityIds: deleted.map((row) => row.commentId),
      });
    }
    return deleted.length;
  });
}
