import type { Report } from '@replica/api-client/schemas';
import { and, eq, gt } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryObjectionCounts } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

/**
 * How the industry's analysed live comments split across objection tags: count and share of each,
 * most frequent first. A blank tag reads as 'otro', the default tag. Read from the industry
 * tallies (db/schema/tallies.ts), which triggers keep exact.
 */
export async function objectionDistribution(
  db: WorkspaceDb,
  industry: string,
): Promise<Report['distribution']> {
  const rows = await db
    .select({ tag: industryObjectionCounts.objectionTag, count: industryObjectionCounts.comments })
    .from(industryObjectionCounts)
    .where(
      and(
        inWorkspace(db.workspaceId, industryObjectionCounts),
        eq(industryObjectionCounts.industry, industry),
        gt(industryObjectionCounts.comments, 0),
      ),
    );
  return sharesOf(rows);
}

/**
 * Turns tag counts into the report's rows: percentages of the total with one decimal, ordered by
 * count, then tag in code-point order.
 *
 * @example sharesOf([{ tag: 'precio', count: 2 }, { tag: 'otro', count: 1 }]);
 * // [{ objection_tag: 'precio', count: 2, percentage: 66.7 }, { ..., percentage: 33.3 }]
 */
export function sharesOf(counts: Array<{ tag: string; count: number }>): Report['distribution'] {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return [...counts]
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .map((row) => ({
      objection_tag: row.tag,
      count: row.count,
      percentage: total === 0 ? 0 : Math.round((row.count * 1000) / total) / 10,
    }));
}
