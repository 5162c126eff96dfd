import { and, eq, isNull } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { ideas } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace } from '../in-workspace';

/**
 * Soft-deletes a live idea (sets deleted_at; every read leaves it out) and records who did it.
 * Returns false when there is no live idea with that id: unknown or already deleted.
 *
 * @example if (!(await deleteIdea(db, 42, user.id, new Date()))) notFound();
 */
export async function deleteIdea(
  db: WorkspaceDb,
  ideaId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .update(ideas)
      .set({ deletedAt: now })
      .where(
        and(inWorkspace(db.workspaceId, ideas), eq(ideas.ideaId, ideaId), isNull(ideas.deletedAt)),
      )
      .returning({ ideaId: ideas.ideaId });
    if (deleted.length === 0) return false;
    await recordAudit(tx, {
      userId,
      action: 'ideas.delete',
      entity: 'idea',
      entityIds: [ideaId],
    });
    return true;
  });
}
