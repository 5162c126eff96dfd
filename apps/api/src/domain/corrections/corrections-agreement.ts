import type { CorrectionsAgreement } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryCommentCounts } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

/**
 * How often the rules analyser said what people set by hand, over an industry's live comments
 * corrected by hand: per label, the percent of corrections where the rules' answer (stored at
 * correction time) equals the person's. People mostly correct what is wrong, so this reads as
 * agreement on the disputed comments, not as the analyser's accuracy on all of them. Read from
 * the industry tallies, which triggers keep exact (db/schema/tallies.ts).
 */
export async function correctionsAgreement(
  db: WorkspaceDb,
  industry: string,
): Promise<CorrectionsAgreement> {
  const [counted] = await db
    .select({
      corrections: industryCommentCounts.corrections,
      objectionTag: industryCommentCounts.correctionsSameTag,
      emotion: industryCommentCounts.correctionsSameEmotion,
      painCluster: industryCommentCounts.correctionsSameCluster,
    })
    .from(industryCommentCounts)
    .where(
      and(
        inWorkspace(db.workspaceId, industryCommentCounts),
        eq(industryCommentCounts.industry, industry),
      ),
    );
  const corrections = counted?.corrections ?? 0;
  const percent = (agreed: number | undefined) =>
    corrections === 0 ? null : Math.round(((agreed ?? 0) / corrections) * 1000) / 10;
  return {
    corrections,
    objection_tag: percent(counted?.objectionTag),
    emotion: percent(counted?.emotion),
    pain_cluster_label: percent(counted?.painCluster),
  };
}
