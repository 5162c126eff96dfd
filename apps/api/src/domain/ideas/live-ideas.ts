import type { Idea } from '@replica/api-client/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { ideas } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

/**
 * The Templates page's list: the industry's live ideas, newest first; ideas made in the same
 * instant keep the order they were stored in, newest id first.
 */
export async function liveIdeas(db: WorkspaceDb, industry: string): Promise<Idea[]> {
  const rows = await db
    .select({
      idea_id: ideas.ideaId,
      industry: ideas.industry,
      idea_type: ideas.ideaType,
      hook: ideas.hook,
      angle: ideas.angle,
      script_outline: ideas.scriptOutline,
      created_at: ideas.createdAt,
    })
    .from(ideas)
    .where(
      and(
        inWorkspace(db.workspaceId, ideas),
        eq(ideas.industry, industry),
        isNull(ideas.deletedAt),
      ),
    )
    .orderBy(desc(ideas.createdAt), desc(ideas.ideaId));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
