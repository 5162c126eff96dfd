import { and, eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryCommentCounts } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

/**
 * An industry's live and unanalysed comment counts, kept by triggers, and the revision of what
 * its report shows; undefined before any comment.
 */
export async function industryCommentTallies(db: WorkspaceDb, industry: string) {
  const [tallied] = await db
    .select({
      live: industryCommentCounts.live,
      unanalysed: industryCommentCounts.unanalysed,
      revision: industryCommentCounts.revision,
    })
    .from(industryCommentCounts)
    .where(
      and(
        inWorkspace(db.workspaceId, industryCommentCounts),
        eq(industryCommentCounts.industry, industry),
      ),
    );
  return tallied;
}
