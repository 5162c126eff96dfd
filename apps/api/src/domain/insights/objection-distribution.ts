import type { Report } from '@replica/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { analysedComment, commentSource, isLiveComment } from './live-comments';

/**
 * How the industry's analysed comments split across objection tags: count and share of each,
 * most frequent first (spec §2, Reporte). A blank tag reads as 'otro', the spec's default.
 */
export async function objectionDistribution(
  db: Db,
  industry: string,
): Promise<Report['distribution']> {
  const tag = sql<string>`coalesce(nullif(btrim(${commentAnalysis.objectionTag}), ''), 'otro')`;
  const rows = await db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(and(eq(sources.industry, industry), isLiveComment))
    .groupBy(tag);
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
