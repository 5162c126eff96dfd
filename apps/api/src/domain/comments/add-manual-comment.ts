import type { WorkspaceDb } from '../../db/database';
import { comments, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { workspaceTransaction } from '../in-workspace';
import { ensureIndustry } from '../industries/ensure-industry';
import { normaliseCommentText } from './normalise-text';

export interface ManualComment {
  text: string;
  industry: string;
  author?: string | undefined;
  platform?: string | undefined;
}

/**
 * Stores one typed-in comment as its own manual source, so reclassification can later move it
 * to an industry on its own.
 */
export async function addManualComment(
  db: WorkspaceDb,
  comment: ManualComment,
  userId: number,
): Promise<number> {
  return workspaceTransaction(db, async (tx) => {
    await ensureIndustry(tx, comment.industry);
    const [source] = await tx
      .insert(sources)
      .values({
        workspaceId: tx.workspaceId,
        industry: comment.industry,
        kind: 'manual',
        platform: comment.platform || null,
        createdBy: userId,
      })
      .returning({ sourceId: sources.sourceId });
    const [stored] = await tx
      .insert(comments)
      .values({
        workspaceId: tx.workspaceId,
        sourceId: source!.sourceId,
        author: comment.author || null,
        text: comment.text,
        normalizedText: normaliseCommentText(comment.text),
        platform: comment.platform || null,
        createdBy: userId,
      })
      .returning({ commentId: comments.commentId });
    await recordAudit(tx, {
      userId,
      action: 'comments.add',
      entity: 'comment',
      entityIds: [stored!.commentId],
      details: { industry: comment.industry, kind: 'manual' },
    });
    return stored!.commentId;
  });
}
