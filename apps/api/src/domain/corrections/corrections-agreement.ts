import type { CorrectionsAgreement } from '@replica/api-client/schemas';
import { MANUAL_METHOD } from '@replica/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { analysedComment, commentSource, isLiveComment } from '../insights/live-comments';

/**
 * How often the rules analyser said what people set by hand, over an industry's live comments
 * corrected by hand: per label, the percent of corrections where the rules' answer (stored at
 * correction time) equals the person's. People mostly correct what is wrong, so this reads as
 * agreement on the disputed comments, not as the analyser's accuracy on all of them.
 */
export async function correctionsAgreement(
  db: Db,
  industry: string,
): Promise<CorrectionsAgreement> {
  const agreeing = (label: AnyPgColumn, rules: AnyPgColumn) =>
    sql<number>`count(*) filter (where ${label} is not distinct from ${rules})::int`;
  const [counted] = await db
    .select({
      corrections: sql<number>`count(*)::int`,
      objectionTag: agreeing(commentAnalysis.objectionTag, commentAnalysis.rulesObjectionTag),
      emotion: agreeing(commentAnalysis.emotion, commentAnalysis.rulesEmotion),
      painCluster: agreeing(
        commentAnalysis.painClusterLabel,
        commentAnalysis.rulesPainClusterLabel,
      ),
    })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(
      and(eq(commentAnalysis.method, MANUAL_METHOD), eq(sources.industry, industry), isLiveComment),
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
