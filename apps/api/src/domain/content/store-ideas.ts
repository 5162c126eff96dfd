import type { WorkspaceDb } from '../../db/database';
import { ideas } from '../../db/schema';
import { recordAudit } from '../audit';
import type { IdeaDraft } from './generate-ideas';
import { RULES_METHOD } from '../rules-engine/taxonomy';

/**
 * Stores generated ideas for an industry in one transaction, with one audit line naming them all.
 * Returns how many were stored.
 */
export async function storeIdeas(
  db: WorkspaceDb,
  industry: string,
  drafts: readonly IdeaDraft[],
  userId: number,
  /** How they were written: 'reglas', or the AI model's name. */
  method = RULES_METHOD,
): Promise<number> {
  if (drafts.length === 0) return 0;
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(ideas)
      .values(
        drafts.map((draft) => ({
          ...draft,
          workspaceId: db.workspaceId,
          industry,
          createdBy: userId,
        })),
      )
      .returning({ ideaId: ideas.ideaId });
    await recordAudit(tx, {
      userId,
      action: 'ideas.generate',
      entity: 'idea',
      entityIds: stored.map((row) => row.ideaId),
      details: { industry, method },
    });
    return stored.length;
  });
}
