import type { InboxItem, InboxPage } from '@replica/api-client/schemas';
import { type Placeholder, and, desc, eq, isNull, lt, lte, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments, industryCommentCounts, sources, users } from '../../db/schema';
import { type CommentFilter, liveComments } from '../comment-query';
import { inWorkspace } from '../in-workspace';
import { industryCommentTallies } from '../insights/industry-comment-tallies';
import { textContains } from './search-text';

export interface InboxQuery {
  industry: string;
  limit: number;
  cursor?: string | undefined;
  pending?: boolean | undefined;
  q?: string | undefined;
  /** The comment the list opens on: it and older ones only. */
  from?: number | undefined;
}

/** A comment no analysis was stored for yet: the pending filter. */
const unanalysed = isNull(commentAnalysis.commentId);

/**
 * One page of an industry's live comments, newest first. Pages are keyed on comment_id (ids only
 * grow), so comments arriving between two pages land before the first one and a page never
 * skips or repeats a row; `total` counts every match, not just the page, and `pending` every
 * unanalysed comment of the industry whatever `q` and `pending` ask, for the batch button. Both
 * come from the industry tallies (db/schema/tallies.ts) unless a search needs its own count.
 * `from` opens the list on one comment (a search result): newer ones are left out of the pages
 * and of `total`, so the list and its count agree.
 */
export async function inboxPage(db: WorkspaceDb, query: InboxQuery): Promise<InboxPage> {
  const matching: CommentFilter = {
    industry: query.industry,
    where: and(
      query.pending ? unanalysed : undefined,
      query.q ? textContains(query.q) : undefined,
      query.from === undefined ? undefined : lte(comments.commentId, query.from),
    ),
  };
  const counted = Boolean(query.q) || query.from !== undefined;
  const before = query.cursor === undefined ? null : decodeCursor(query.cursor);

  const [rows, total] = await Promise.all([
    counted
      ? pageRows(db, { ...matching, industry: query.industry, before, limit: query.limit + 1 })
      : // The pages everyone opens: a statement built once, sent with this page's values.
        preparedPage(db, { pending: Boolean(query.pending), paged: before !== null }).execute({
          industry: query.industry,
          before,
          limit: query.limit + 1,
        }),
    // Without a search or `from` the tallies already hold the total; else its matches are counted.
    counted ? countMatches(db, matching) : null,
  ]);
  const tallied = rows[0]
    ? { live: rows[0].industryLive, unanalysed: rows[0].industryUnanalysed }
    : await industryCommentTallies(db, query.industry);
  const pending = tallied?.unanalysed ?? 0;

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ industryLive: _live, industryUnanalysed: _unanalysed, ...item }) =>
      toInboxItem(item),
    ),
    total: total ?? (query.pending ? pending : (tallied?.live ?? 0)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.comment_id) : null,
    pending,
  };
}

/** A value of one call, or the placeholder a prepared statement fills with it. */
type Given<T> = T | Placeholder;

/**
 * One page of comments matching `filter`, newest first, older than `before` when paging on. The
 * industry's tallies ride along as uncorrelated subqueries (computed once), so a page is one
 * round trip; only an empty page asks for them on their own.
 */
function pageRows(
  db: WorkspaceDb,
  {
    before,
    limit,
    ...filter
  }: Omit<CommentFilter, 'industry'> & {
    industry: Given<string>;
    before: Given<number> | null;
    limit: Given<number>;
  },
) {
  const tally = (column: AnyPgColumn) =>
    sql<number | null>`(select ${column} from ${industryCommentCounts} where ${and(
      inWorkspace(db.workspaceId, industryCommentCounts),
      eq(industryCommentCounts.industry, filter.industry),
    )})`;
  return liveComments(
    db,
    {
      comment_id: comments.commentId,
      platform: comments.platform,
      industry: sources.industry,
      created_at: comments.createdAt,
      text: comments.text,
      author: comments.author,
      objection_tag: commentAnalysis.objectionTag,
      pain_cluster_label: commentAnalysis.painClusterLabel,
      real_score: commentAnalysis.realScore,
      method: commentAnalysis.method,
      fallback_reason: commentAnalysis.fallbackReason,
      emotion: commentAnalysis.emotion,
      corrected_by: users.email,
      corrected_at: commentAnalysis.correctedAt,
      industryLive: tally(industryCommentCounts.live),
      industryUnanalysed: tally(industryCommentCounts.unanalysed),
    },
    {
      where: and(
        eq(sources.industry, filter.industry),
        filter.where,
        before === null
          ? lte(comments.commentId, newestLiveComment(db))
          : lt(comments.commentId, before),
      ),
    },
  )
    .leftJoin(users, eq(users.id, commentAnalysis.correctedBy))
    .orderBy(desc(comments.commentId))
    .limit(limit);
}

/**
 * The workspace's newest live comment id, which the first page starts from. Without it, when
 * other workspaces wrote the newest comments (a big old workspace, newer small ones), the planner
 * walks the primary key down from the newest comment of any workspace, filtering the others'
 * out: at 1,000,000 comments with 100,000 newer ones elsewhere, 23.6 ms for the first page
 * instead of 0.8 ms. Its own index answers this at once.
 */
function newestLiveComment(db: WorkspaceDb) {
  const newer = alias(comments, 'newest');
  const newest = db
    .select({ commentId: max(newer.commentId) })
    .from(newer)
    .where(and(inWorkspace(db.workspaceId, newer), isNull(newer.deletedAt)));
  return sql<number>`(${newest})`;
}

function preparePage(db: WorkspaceDb, pending: boolean, paged: boolean) {
  const name = `inbox_${pending ? 'pending' : 'all'}_${paged ? 'next' : 'first'}`;
  return pageRows(db, {
    industry: sql.placeholder('industry'),
    where: pending ? unanalysed : undefined,
    before: paged ? sql.placeholder('before') : null,
    limit: sql.placeholder('limit'),
  }).prepare(name);
}

/** The four pages without a search: all or pending comments, the first page or a later one. */
const preparedPages = {
  all: {
    first: builtOnce((db: WorkspaceDb) => preparePage(db, false, false)),
    next: builtOnce((db: WorkspaceDb) => preparePage(db, false, true)),
  },
  pending: {
    first: builtOnce((db: WorkspaceDb) => preparePage(db, true, false)),
    next: builtOnce((db: WorkspaceDb) => preparePage(db, true, true)),
  },
};

function preparedPage(db: WorkspaceDb, { pending, paged }: { pending: boolean; paged: boolean }) {
  return preparedPages[pending ? 'pending' : 'all'][paged ? 'next' : 'first'](db);
}

async function countMatches(db: WorkspaceDb, matching: CommentFilter): Promise<number> {
  const [counted] = await liveComments(db, { total: sql<number>`count(*)::int` }, matching);
  return counted?.total ?? 0;
}

function toInboxItem(
  row: Omit<InboxItem, 'created_at' | 'corrected_at'> & {
    created_at: Date;
    corrected_at: Date | null;
  },
): InboxItem {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    corrected_at: row.corrected_at?.toISOString() ?? null,
  };
}

export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}

// Opaque to clients, so the paging key can change without breaking them.
function encodeCursor(commentId: number): string {
  return Buffer.from(`c:${commentId}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^c:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new InvalidCursorError('cursor');
  return Number(match[1]);
}
