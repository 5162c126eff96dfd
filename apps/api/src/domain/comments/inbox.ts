import type { InboxItem, InboxPage } from '@replica/api-client/schemas';
import { and, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
      query.pending ? isNull(commentAnalysis.commentId) : undefined,
      query.q ? textContains(query.q) : undefined,
      query.from === undefined ? undefined : lte(comments.commentId, query.from),
    ),
  };
  const counted = Boolean(query.q) || query.from !== undefined;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);

  // The industry's tallies ride along as uncorrelated subqueries (computed once), so a page is one
  // round trip; only an empty page asks for them on their own.
  const tally = (column: AnyPgColumn) =>
    sql<number | null>`(select ${column} from ${industryCommentCounts} where ${and(
      inWorkspace(db.workspaceId, industryCommentCounts),
      eq(industryCommentCounts.industry, query.industry),
    )})`;
  const [rows, total] = await Promise.all([
    liveComments(
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
      after === null
        ? matching
        : { ...matching, where: and(matching.where, lt(comments.commentId, after)) },
    )
      .leftJoin(users, eq(users.id, commentAnalysis.correctedBy))
      .orderBy(desc(comments.commentId))
      .limit(query.limit + 1),
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
