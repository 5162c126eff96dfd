import type { ObjectionsOverview } from '@replica/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { sharesOf } from '../insights/objection-distribution';
import { analysedComment, commentSource, isLiveComment } from '../insights/live-comments';

/**
 * Inicio's Objeciones tab: each industry's analysed live comments split across objection tags
 * (shares of that industry's total), and all industries together. One grouped query; a blank tag
 * reads as 'otro', as in the report.
 *
 * @example const overview = await objectionsOverview(db);
 */
export async function objectionsOverview(db: Db): Promise<ObjectionsOverview> {
  const tag = sql<string>`coalesce(nullif(btrim(${commentAnalysis.objectionTag}), ''), 'otro')`;
  const rows = await db
    .select({ industry: sources.industry, tag, count: sql<number>`count(*)::int` })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(isLiveComment)
    .groupBy(sources.industry, tag);

  const byIndustry = new Map<string, Array<{ tag: string; count: number }>>();
  const overall = new Map<string, number>();
  for (const row of rows) {
    byIndustry.set(row.industry, [...(byIndustry.get(row.industry) ?? []), row]);
    overall.set(row.tag, (overall.get(row.tag) ?? 0) + row.count);
  }
  const totalOf = (counts: Array<{ count: number }>) =>
    counts.reduce((sum, row) => sum + row.count, 0);
  const industries = [...byIndustry]
    .map(([industry, counts]) => ({
      industry,
      total: totalOf(counts),
      distribution: sharesOf(counts),
    }))
    .sort(
      (a, b) =>
        b.total - a.total || (a.industry < b.industry ? -1 : a.industry > b.industry ? 1 : 0),
    );
  const overallCounts = [...overall].map(([name, count]) => ({ tag: name, count }));
  return {
    industries,
    overall: { total: totalOf(overallCounts), distribution: sharesOf(overallCounts) },
  };
}
