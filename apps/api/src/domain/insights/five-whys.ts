import type { Report } from '@replica/api-client/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { analysedComment, commentSource, isLiveComment } from './live-comments';

/** Spec §9: the report shows up to 3 five-whys examples. */
export const FIVE_WHYS_EXAMPLES = 3;

const whys = [
  commentAnalysis.why1,
  commentAnalysis.why2,
  commentAnalysis.why3,
  commentAnalysis.why4,
  commentAnalysis.why5,
];

/**
 * The 'Análisis REAL (5 Whys)' examples: analysed live comments whose five whys are all filled
 * in, highest real score first (spec §9), newest comment first among equal scores.
 */
export async function fiveWhysExamples(db: Db, industry: string): Promise<Report['fiveWhys']> {
  const rows = await db
    .select({
      comment_id: comments.commentId,
      text: comments.text,
      objection_tag: commentAnalysis.objectionTag,
      emotion: commentAnalysis.emotion,
      real_score: commentAnalysis.realScore,
      pain_cluster_label: commentAnalysis.painClusterLabel,
      why1: commentAnalysis.why1,
      why2: commentAnalysis.why2,
      why3: commentAnalysis.why3,
      why4: commentAnalysis.why4,
      why5: commentAnalysis.why5,
      root_cause: commentAnalysis.rootCause,
    })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(
      and(
        eq(sources.industry, industry),
        isLiveComment,
        ...whys.map((why) => sql`btrim(${why}) <> ''`),
      ),
    )
    .orderBy(sql`${commentAnalysis.realScore} desc nulls last`, desc(comments.commentId))
    .limit(FIVE_WHYS_EXAMPLES);
  return rows.map((row) => ({
    ...row,
    emotion: row.emotion ?? '',
    real_score: row.real_score ?? 0,
    pain_cluster_label: row.pain_cluster_label ?? '',
    why1: row.why1 ?? '',
    why2: row.why2 ?? '',
    why3: row.why3 ?? '',
    why4: row.why4 ?? '',
    why5: row.why5 ?? '',
    root_cause: row.root_cause ?? '',
  }));
}
