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
 * The first three read the industry tallies (db/schema/tallies.ts), which triggers keep exact.
 * pendingToday must read today's comments, as many as a day's imports bring (a million after a
 * big first import), so it is counted again only when the tallies moved (any comment added,
 * deleted, analysed or moved changes an industry's revision) or the day changed; otherwise the
 * count kept for this workspace is exact still.
 *
 * @example const metrics = await dashboardMetrics(db, localDay(new Date()));
 */
export async function dashboardMetrics(
  db: WorkspaceDb,
  today: { start: Date; end: Date },
): Promise<DashboardMetrics> {
  const [counted] = await countsOf(db).execute();
  const state = `${today.start.toISOString()} ${counted?.tallyState ?? ''}`;
  let pending = pendingTodayKept.get(db);
  if (pending?.state !== state) {
    // Read after the state, so the count is at least as new as the state it is kept under.
    const [counting] = await pendingTodayOf(db).execute({ start: today.start, end: today.end });
    pending = { state, count: counting?.count ?? 0 };
    pendingTodayKept.set(db, pending);
  }
  return {
    industries: counted?.industries ?? 0,
    opinions: counted?.opinions ?? 0,
    rootObjections: counted?.rootObjections ?? 0,
    pendingToday: pending.count,
    templates: counted?.templates ?? 0,
  };
}

/** Per workspace's query builder: the last pendingToday counted and the state it holds for. */
const pendingTodayKept = new WeakMap<WorkspaceDb, { state: string; count: number }>();

/**
 * The counts the tallies hold, the live ideas, and the tallies' state: the sum of the industries'
 * revisions with their number, which any committed change to them moves. One statement, built
 * once per workspace, as every visit to Inicio asks it.
 */
const countsOf = builtOnce((db: WorkspaceDb) => {
  const count = (query: SQLWrapper) => sql<number>`(${query})`;
  return db
    .select({
      industries: sql<number>`count(*) filter (where ${industryCommentCounts.live} > 0)::int`,
      opinions: sql<number>`coalesce(sum(${industryCommentCounts.live}), 0)::int`,
      tallyState: sql<string>`coalesce(sum(${industryCommentCounts.revision}), 0)::text || '/' || count(*)`,
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

/** Live comments created between `start` and `end` with no analysis yet. */
const pendingTodayOf = builtOnce((db: WorkspaceDb) =>
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
  ).prepare('dashboard_pending_today'),
);
