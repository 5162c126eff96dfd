import type { Report } from '@replica/api-client/schemas';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments, industryPainClusters } from '../../db/schema';
import { analysedComments } from '../comment-query';
import { inWorkspace } from '../in-workspace';
import { MIN_PAIN_COMMENTS } from './top-pain-points';

/** The report shows up to 3 five-whys examples. */
export const FIVE_WHYS_EXAMPLES = 3;

const whys = [
  commentAnalysis.why1,
  commentAnalysis.why2,
  commentAnalysis.why3,
  commentAnalysis.why4,
  commentAnalysis.why5,
];

// How many of the best-scored examples the choice looks at: the five-whys index gives them in
// score order, so the report reads a few hundred rows rather than every analysed comment of the
// industry (a window over all of them took 130 ms at 50,000 comments).
const CANDIDATES = 300;

/**
 * The 'Análisis REAL (5 Whys)' examples: analysed live comments voicing an objection whose five
 * whys are all filled in, each from a different pain cluster while the best-scored candidates
 * have enough (pain points' clusters first), highest real score first, newest
 * comment first among equal scores.
 */
export async function fiveWhysExamples(
  db: WorkspaceDb,
  industry: string,
): Promise<Report['fiveWhys']> {
  const candidates = analysedComments(
    db,
    {
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
    },
    {
      industry,
      where: and(
        // A non-objection has no pain to explain, whatever whys it was given.
        sql`coalesce(nullif(btrim(${commentAnalysis.objectionTag}), ''), 'otro') <> 'otro'`,
        ...whys.map((why) => sql`btrim(${why}) <> ''`),
      ),
    },
  )
    // The order of comment_analysis_five_whys_idx, so the walk stops after CANDIDATES rows.
    .orderBy(sql`${commentAnalysis.realScore} desc nulls last`, desc(commentAnalysis.commentId))
    .limit(CANDIDATES)
    .as('candidates');
  // The best-scored comment of each pain cluster ranks 1: three examples show three pains while
  // there are three, rather than three wordings of the loudest one.
  const ranked = db
    .select({
      comment_id: candidates.comment_id,
      text: candidates.text,
      objection_tag: candidates.objection_tag,
      emotion: candidates.emotion,
      real_score: candidates.real_score,
      pain_cluster_label: candidates.pain_cluster_label,
      why1: candidates.why1,
      why2: candidates.why2,
      why3: candidates.why3,
      why4: candidates.why4,
      why5: candidates.why5,
      root_cause: candidates.root_cause,
      // A pain point's (voiced by enough objection comments) examples come before a lone voice's.
      supported: sql<boolean>`exists (select 1 from ${industryPainClusters} where ${and(
        inWorkspace(db.workspaceId, industryPainClusters),
        eq(industryPainClusters.industry, industry),
        sql`${industryPainClusters.label} = btrim(${candidates.pain_cluster_label})`,
        gte(industryPainClusters.objections, MIN_PAIN_COMMENTS),
      )})`.as('supported'),
      rank: sql<number>`row_number() over (partition by btrim(coalesce(${candidates.pain_cluster_label}, '')) order by ${candidates.real_score} desc nulls last, ${candidates.comment_id} desc)`.as(
        'rank_in_cluster',
      ),
    })
    .from(candidates)
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
    .orderBy(
      ranked.rank,
      desc(ranked.supported),
      sql`${ranked.real_score} desc nulls last`,
      desc(ranked.comment_id),
    )
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
