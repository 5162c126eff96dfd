import type { PainPointOrder, Report } from '@replica/api-client/schemas';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryPainClusters } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import { industryCommentTallies } from './industry-comment-tallies';

/** The report shows the top 10 pain points. */
export const TOP_PAIN_POINTS = 10;

/** A pain point is voiced by at least this many comments (fewer read as noise)… */
export const MIN_PAIN_COMMENTS = 3;
/** …or by this share of the industry's analysed comments, when enough pains reach it. */
const MIN_PAIN_SHARE = 0.01;

/**
 * How many objection comments a pain needs to be a pain point: 3, or 1% of the `analysed`
 * comments if that is larger and at least ten pains have that many (`painsVoicedBy` counts
 * them), so a large industry ranks its broad pains and a small one still fills its list.
 */
export async function painPointSupport(
  analysed: number,
  painsVoicedBy: (comments: number) => Promise<number> | number,
): Promise<number> {
  const share = Math.ceil(analysed * MIN_PAIN_SHARE);
  if (share <= MIN_PAIN_COMMENTS) return MIN_PAIN_COMMENTS;
  return (await painsVoicedBy(share)) >= TOP_PAIN_POINTS ? share : MIN_PAIN_COMMENTS;
}

/** The industry's pains voiced by at least `support` comments that carry an objection. */
const supportedIn = (db: WorkspaceDb, industry: string, support: number) =>
  and(
    inWorkspace(db.workspaceId, industryPainClusters),
    eq(industryPainClusters.industry, industry),
    gte(industryPainClusters.objections, support),
  );

/** `painPointSupport` for one industry, read from its tallies. */
async function minSupport(db: WorkspaceDb, industry: string): Promise<number> {
  const counts = await industryCommentTallies(db, industry);
  return painPointSupport((counts?.live ?? 0) - (counts?.unanalysed ?? 0), async (share) => {
    const [reaching] = await db
      .select({ pains: count() })
      .from(industryPainClusters)
      .where(supportedIn(db, industry, share));
    return reaching?.pains ?? 0;
  });
}

/**
 * The industry's supported pains (`minSupport` comments voicing an objection; non-objections are
 * never a pain point) with the highest average real score, or voiced by the most comments with
 * `order` 'frequency', each with how many analysed comments fall in it and their average sentiment.
 * Ties go to the other measure, then to the label in code-point order, so both databases rank
 * alike. Read from the industry tallies, which triggers keep exact (db/schema/tallies.ts): averages
 * are their sums over counts.
 */
export async function topPainPoints(
  db: WorkspaceDb,
  industry: string,
  order: PainPointOrder = 'score',
): Promise<Report['topPainPoints']> {
  const clusters = industryPainClusters;
  const frequency = clusters.comments;
  // Averages skip comments without a score; a cluster where none has one yet ranks as 0.
  const avgRealScore = sql<number>`coalesce((${clusters.realScoreSum} / nullif(${clusters.realScores}, 0))::float8, 0)`;
  const avgSentiment = sql<
    number | null
  >`(${clusters.sentimentSum} / nullif(${clusters.sentiments}, 0))::float8`;
  const support = await minSupport(db, industry);
  const rows = await db
    .select({ label: clusters.label, frequency, avgRealScore, avgSentiment })
    .from(clusters)
    .where(supportedIn(db, industry, support))
    .orderBy(
      ...(order === 'frequency'
        ? [desc(frequency), desc(avgRealScore)]
        : [desc(avgRealScore), desc(frequency)]),
      sql`${clusters.label} collate "C"`,
    )
    .limit(TOP_PAIN_POINTS);
  return rows.map((row) => ({
    pain_cluster_label: row.label,
    frequency: row.frequency,
    avg_sentiment: roundWithin(row.avgSentiment ?? 0, -1, 1),
    avg_real_score: roundWithin(row.avgRealScore, 0, 1),
  }));
}

// Averages of float4 values carry float noise (0.7 reads 0.699999988); three decimals is more
// than the report shows, and the clamp keeps a rounding edge inside the schema's range.
function roundWithin(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value * 1000) / 1000));
}
