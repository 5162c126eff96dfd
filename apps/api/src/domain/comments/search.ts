import type { SearchAnswer } from '@replica/api-client/schemas';
import { desc } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { liveComments } from '../comment-query';
import { matchExcerpt, textContains } from './search-text';

export interface CommentSearch {
  q: string;
  /** One industry's comments; every industry's when left out. */
  industry?: string | undefined;
  limit: number;
}

/**
 * The workspace's live comments whose text contains `q` (matched as the inbox's search matches),
 * newest first, each with its industry and the words around its match. `more` says whether
 * others match beyond `limit`: one row more is read instead of counting every match, which
 * across all industries would read the whole workspace.
 *
 * @example await searchComments(db, { q: 'caro', limit: 20 });
 */
export async function searchComments(
  db: WorkspaceDb,
  search: CommentSearch,
): Promise<SearchAnswer> {
  const rows = await liveComments(
    db,
    {
      comment_id: comments.commentId,
      industry: sources.industry,
      platform: comments.platform,
      created_at: comments.createdAt,
      text: comments.text,
      objection_tag: commentAnalysis.objectionTag,
    },
    { industry: search.industry, where: textContains(search.q) },
  )
    .orderBy(desc(comments.commentId))
    .limit(search.limit + 1);

  return {
    items: rows.slice(0, search.limit).map(({ text, created_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      excerpt: matchExcerpt(text, search.q),
    })),
    more: rows.length > search.limit,
  };
}
