import type { DashboardMetrics } from '@replica/api-client/schemas';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, ideas, sources } from '../../db/schema';
import { analysedComment, commentSource, isLiveComment } from './live-comments';

/**
 * The five home-dashboard counts of DESIGN.md §2, all exact and all over live rows only.
 *
 * - industries: industries holding at least one live comment in a live source. A live source
 *   whose comments were all deleted holds no opinions, so it does not make its industry count.
 * - opinions: live comments.
 * - rootObjections: distinct non-blank root causes (trimmed) among analysed live comments.
 * - pendingToday: live comments created within `today` with no analysis yet.
 * - templates: live ideas.
 *
 * @example const metrics = await dashboardMetrics(db, localDay(new Date()));
 */
export async function dashboardMetrics(
  db: Db,
  today: { start: Date; end: Date },
): Promise<DashboardMetrics> {
  const rootCause = sql`btrim(${commentAnalysis.rootCause})`;
  const [industries, opinions, rootObjections, pendingToday, templates] = await Promise.all([
    db
      .select({ count: sql<number>`count(distinct ${sources.industry})::int` })
      .from(comments)
      .innerJoin(sources, commentSource)
      .where(isLiveComment),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(sources, commentSource)
      .where(isLiveComment),
    db
      .select({ count: sql<number>`count(distinct ${rootCause})::int` })
      .from(commentAnalysis)
      .innerJoin(comments, analysedComment)
      .innerJoin(sources, commentSource)
      .where(and(isLiveComment, sql`${rootCause} <> ''`)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(sources, commentSource)
      .leftJoin(commentAnalysis, eq(commentAnalysis.commentId, comments.commentId))
      .where(
        and(
          isLiveComment,
          gte(comments.createdAt, today.start),
          lt(comments.createdAt, today.end),
          isNull(commentAnalysis.commentId),
        ),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(ideas)
      .where(isNull(ideas.deletedAt)),
  ]);
  return {
    industries: industries[0]?.count ?? 0,
    opinions: opinions[0]?.count ?? 0,
    rootObjections: rootObjections[0]?.count ?? 0,
    pendingToday: pendingToday[0]?.count ?? 0,
    templates: templates[0]?.count ?? 0,
  };
}
