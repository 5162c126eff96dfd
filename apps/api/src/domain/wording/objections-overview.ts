import type { ObjectionsOverview } from '@replica/api-client/schemas';
import { and, gt } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryObjectionCounts } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import { sharesOf } from '../insights/objection-distribution';

/**
 * Inicio's Objeciones tab: each industry's analysed live comments split across objection tags
 * (shares of that industry's total), and all industries together. Read from the industry
 * tallies the database triggers keep exact (db/schema/tallies.ts), the same counts as the report's
 * distribution, so it costs one small read whatever the number of comments.
 *
 * @example const overview = await objectionsOverview(db);
 */
export async function objectionsOverview(db: WorkspaceDb): Promise<ObjectionsOverview> {
  const rows = await db
    .select({
      industry: industryObjectionCounts.industry,
      tag: industryObjectionCounts.objectionTag,
      count: industryObjectionCounts.comments,
    })
    .from(industryObjectionCounts)
    .where(
      and(
        inWorkspace(db.workspaceId, industryObjectionCounts),
        gt(industryObjectionCounts.comments, 0),
      ),
    );

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
