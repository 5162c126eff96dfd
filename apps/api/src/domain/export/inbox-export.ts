import type { InboxExportQuery } from '@replica/api-client/schemas';
import { type SQL, and, desc, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments, sources, users } from '../../db/schema';
import { textContains } from '../comments/search-text';
import { inWorkspace } from '../in-workspace';
import type { CsvValue } from './csv';

/** The columns of the inbox export, named as the API names the fields. */
export const INBOX_CSV_HEADER = [
  'comment_id',
  'created_at',
  'published_at',
  'industry',
  'platform',
  'author',
  'text',
  'likes',
  'replies',
  'objection_tag',
  'emotion',
  'sentiment',
  'pain_cluster_label',
  'real_score',
  'method',
  'corrected_by',
  'corrected_at',
] as const;

/**
 * Comment ids per query: a batch holds at most this many rows, however the industry's comments
 * are spread among the others'.
 */
export const EXPORT_ID_WINDOW = 2_000;

// real is a float4: 0.83 comes back as 0.8299999833; three decimals is what was stored.
const threeDecimals = (value: number | null) =>
  value === null ? null : Math.round(value * 1000) / 1000;

/**
 * The inbox's matches (industry, `q`, `pending`, as Opiniones filters them), newest first, one
 * batch of records at a time. Batches are windows of the comment ids, walked down from the
 * newest: each query reads one id range of the primary key, so a whole export reads each
 * comment once, and memory holds one window. An open-ended `comment_id < last` page would not
 * do: the planner, with no statistics (PGlite never gathers any) and a per-row industry check,
 * read and sorted every older comment for each page, and 200,000 rows took minutes.
 */
export async function* inboxExportBatches(
  db: WorkspaceDb,
  query: InboxExportQuery,
  window = EXPORT_ID_WINDOW,
): AsyncGenerator<CsvValue[][]> {
  // The comment's liveness sits inside the subquery too: a plain `deleted_at is null` lets the
  // planner pick a partial index that does not lead with comment_id, and sort again.
  const liveInIndustry = sql`(select ${sources.industry} from ${sources}
    where ${sources.sourceId} = ${comments.sourceId} and ${sources.workspaceId} = ${db.workspaceId}
      and ${sources.deletedAt} is null and ${comments.deletedAt} is null) = ${query.industry}`;
  const filters: SQL[] = [inWorkspace(db.workspaceId, comments), liveInIndustry];
  if (query.pending) {
    filters.push(sql`(select 1 from ${commentAnalysis}
      where ${commentAnalysis.commentId} = ${comments.commentId}
        and ${commentAnalysis.workspaceId} = ${db.workspaceId}) is null`);
  }
  if (query.q) filters.push(textContains(query.q));
  const [ids] = await db
    .select({ lowest: min(comments.commentId), highest: max(comments.commentId) })
    .from(comments)
    .where(inWorkspace(db.workspaceId, comments));
  if (!ids?.lowest || !ids.highest) return;
  for (let upper = ids.highest + 1; upper > ids.lowest; upper -= window) {
    const rows = await readBatch(db, [
      ...filters,
      gte(comments.commentId, upper - window),
      lt(comments.commentId, upper),
    ]);
    if (rows.length === 0) continue;
    yield rows.map((row) => [
      row.commentId,
      row.createdAt,
      row.publishedAt,
      query.industry,
      row.platform,
      row.author,
      row.text,
      row.likes,
      row.replies,
      row.objectionTag,
      row.emotion,
      threeDecimals(row.sentiment),
      row.painClusterLabel,
      threeDecimals(row.realScore),
      row.method,
      row.correctedBy,
      row.correctedAt,
    ]);
  }
}

/** One window's comments, newest first, with their analyses. */
function readBatch(db: WorkspaceDb, filters: SQL[]) {
  const page = db
    .select({
      commentId: comments.commentId,
      createdAt: comments.createdAt,
      publishedAt: comments.publishedAt,
      platform: comments.platform,
      author: comments.author,
      text: comments.text,
      likes: comments.likes,
      replies: comments.replies,
    })
    .from(comments)
    .where(and(...filters))
    .as('page');
  return db
    .select({
      commentId: page.commentId,
      createdAt: page.createdAt,
      publishedAt: page.publishedAt,
      platform: page.platform,
      author: page.author,
      text: page.text,
      likes: page.likes,
      replies: page.replies,
      objectionTag: commentAnalysis.objectionTag,
      emotion: commentAnalysis.emotion,
      sentiment: commentAnalysis.sentiment,
      painClusterLabel: commentAnalysis.painClusterLabel,
      realScore: commentAnalysis.realScore,
      method: commentAnalysis.method,
      correctedBy: users.email,
      correctedAt: commentAnalysis.correctedAt,
    })
    .from(page)
    .leftJoin(
      commentAnalysis,
      and(
        eq(commentAnalysis.commentId, page.commentId),
        inWorkspace(db.workspaceId, commentAnalysis),
      ),
    )
    .leftJoin(users, eq(users.id, commentAnalysis.correctedBy))
    .orderBy(desc(page.commentId));
}
