import type { Report } from '@replica/api-client/schemas';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryPainClusters } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

/** Spec §9: the report shows the top 10 pain points. */
export const TOP_PAIN_POINTS = 10;

/**
 * The industry's pain clusters with the highest average real score (spec §2, Reporte), each with
 * how many analysed comments fall in it and their average sentiment. Ties go to the more frequent
 * cluster, then to the label in code-point order, so both databases rank alike. Read from the
 * industry tallies, which triggers keep exact (schema.ts): averages are their sums over counts.
 */
export async function topPainPoints(
  db: WorkspaceDb,
  industry: string,
): Promise<Report['topPainPoints']> {
  const clusters = industryPainClusters;
  const frequency = clusters.comments;
  // Averages skip comments without a score; a cluster where none has one yet ranks as 0.
  const avgRealScore = sql<number>`coalesce((${clusters.realScoreSum} / nullif(${clusters.realScores}, 0))::float8, 0)`;
  const avgSentiment = sql<
    number | null
  >`(${clusters.sentimentSum} / nullif(${clusters.sentiments}, 0))::float8`;
  const rows = await db
    .select({ label: clusters.label, frequency, avgRealScore, avgSentiment })
    .from(clusters)
    .where(
      and(inWorkspace(db.workspaceId, clusters), eq(clusters.industry, industry), gt(frequency, 0)),
    )
    .orderBy(desc(avgRealScore), desc(frequency), sql`${clusters.label} collate "C"`)
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
