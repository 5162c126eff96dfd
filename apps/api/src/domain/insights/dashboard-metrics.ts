import type { DashboardMetrics } from '@replica/api-client/schemas';
import { type SQLWrapper, and, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { WorkspaceDb } from '../../db/database';
import {
  commentAnalysis,
  comments,
  ideas,
  industryCommentCounts,
  industryRootCauses,
} from '../../db/schema';
import { liveComments } from '../comment-query';
import { inWorkspace } from '../in-workspace';

/**
 * The five home-dashboard counts, all exact and all over live rows only.
 *
 * - industries: industries holding at least one live comment in a live source. A live source
 *   whose comments were all deleted holds no opinions, so it does not make its industry count.
 * - opinions: live comments.
 * - rootObjections: distinct non-blank root causes (trimmed) among analysed live comments.
 * - pendingToday: live comments created within `today` with no analysis yet.
 * - templates: live ideas.
 *
 * The first three read the industry tallies (db/schema/tallies.ts), which triggers keep exact;
 * pendingToday reads today's comments through their creation-date index.
 *
 * @example const metrics = await dashboardMetrics(db, localDay(new Date()));
 */
export async function dashboardMetrics(
  db: WorkspaceDb,
  today: { start: Date; end: Date },
): Promise<DashboardMetrics> {
  const [counted] = await countsOf(db).execute({ start: today.start, end: today.end });
  return {
    industries: counted?.industries ?? 0,
    opinions: counted?.opinions ?? 0,
    rootObjections: counted?.rootObjections ?? 0,
    pendingToday: counted?.pendingToday ?? 0,
    templates: counted?.templates ?? 0,
  };
}

/**
 * One statement, the other counts as subqueries: one round trip instead of four. Built once per
 * workspace, as every visit to Inicio asks it.
 */
const countsOf = builtOnce((db: WorkspaceDb) => {
  const count = (query: SQLWrapper) => sql<number>`(${query})`;
  return db
    .select({
      industries: sql<number>`count(*) filter (where ${industryCommentCounts.live} > 0)::int`,
      opinions: sql<number>`coalesce(sum(${industryCommentCounts.live}), 0)::int`,
      rootObjections: count(
        db
          .select({ count: sql<number>`count(distinct ${industryRootCauses.rootCause})::int` })
          .from(industryRootCauses)
          .where(
            and(
              inWorkspace(db.workspaceId, industryRootCauses),
              gt(industryRootCauses.comments, 0),
            ),
          ),
      ),
      pendingToday: count(
        liveComments(
          db,
          { count: sql<number>`count(*)::int` },
          {
            where: and(
              gte(comments.createdAt, sql.placeholder('start')),
              lt(comments.createdAt, sql.placeholder('end')),
              isNull(commentAnalysis.commentId),
            ),
          },
        ),
      ),
      templates: count(
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(ideas)
          .where(and(inWorkspace(db.workspaceId, ideas), isNull(ideas.deletedAt))),
      ),
    })
    .from(industryCommentCounts)
    .where(inWorkspace(db.workspaceId, industryCommentCounts))
    .prepare('dashboard_counts');
});
