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

// The best-scored comment of each pain cluster ranks 1: three examples show three pains while the
// industry has three, rather than three wordings of its loudest one.
const rankInCluster = sql<number>`row_number() over (partition by btrim(coalesce(${commentAnalysis.painClusterLabel}, '')) order by ${commentAnalysis.realScore} desc nulls last, ${comments.commentId} desc)`;

/**
 * The 'Análisis REAL (5 Whys)' examples: analysed live comments whose five whys are all filled
 * in, each from a different pain cluster while there are enough, highest real score first
 * (spec §9), newest comment first among equal scores.
 */
export async function fiveWhysExamples(db: Db, industry: string): Promise<Report['fiveWhys']> {
  const ranked = db
    .select({
      comment_id: sql<number>`${comments.commentId}`.as('comment_id'),
      text: sql<string>`${comments.text}`.as('text'),
      objection_tag: sql<string>`${commentAnalysis.objectionTag}`.as('objection_tag'),
      emotion: sql<string | null>`${commentAnalysis.emotion}`.as('emotion'),
      real_score: sql<number | null>`${commentAnalysis.realScore}`.as('real_score'),
      pain_cluster_label: sql<string | null>`${commentAnalysis.painClusterLabel}`.as(
        'pain_cluster_label',
      ),
      why1: sql<string | null>`${commentAnalysis.why1}`.as('why1'),
      why2: sql<string | null>`${commentAnalysis.why2}`.as('why2'),
      why3: sql<string | null>`${commentAnalysis.why3}`.as('why3'),
      why4: sql<string | null>`${commentAnalysis.why4}`.as('why4'),
      why5: sql<string | null>`${commentAnalysis.why5}`.as('why5'),
      root_cause: sql<string | null>`${commentAnalysis.rootCause}`.as('root_cause'),
      rank: rankInCluster.as('rank_in_cluster'),
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
    .as('ranked');
  const rows = await db
    .select({
      comment_id: ranked.comment_id,
      text: ranked.text,
      objection_tag: ranked.objection_tag,
      emotion: ranked.emotion,
      real_score: ranked.real_score,
      pain_cluster_label: ranked.pain_cluster_label,
      why1: ranked.why1,
      why2: ranked.why2,
      why3: ranked.why3,
      why4: ranked.why4,
      why5: ranked.why5,
      root_cause: ranked.root_cause,
    })
    .from(ranked)
    .orderBy(ranked.rank, sql`${ranked.real_score} desc nulls last`, desc(ranked.comment_id))
    .limit(FIVE_WHYS_EXAMPLES);
  // Shown highest real score first, whichever cluster each comes from.
  const byScore = rows.sort(
    (a, b) => (b.real_score ?? -1) - (a.real_score ?? -1) || b.comment_id - a.comment_id,
  );
  return byScore.map((row) => ({
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
