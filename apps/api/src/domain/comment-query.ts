import { type SQL, and, eq, sql } from 'drizzle-orm';
import type {
  AnyPgColumn,
  PgSelectBase,
  PgSelectWithout,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { WorkspaceDb } from '../db/database';
import { commentAnalysis, comments, sources } from '../db/schema';
import { inWorkspace } from './in-workspace';

/** Which of the workspace's live comments a query reads. */
export interface CommentFilter {
  /** The industry whose sources hold them; every industry when left out. */
  readonly industry?: string | undefined;
  /** The caller's own conditions, on top of the workspace, the industry and liveness. */
  readonly where?: SQL | undefined;
}

/**
 * What `db.select(fields)` over comments, their sources and their analyses is once its WHERE is
 * set: `Analysis` says whether a comment without an analysis still comes (its columns null).
 * Spelled out because drizzle works a select's type out only for fields it knows, not for
 * generic ones, so the builders below build over `SelectedFields` and say what they return.
 */
type CommentSelect<
  Fields extends SelectedFields,
  Analysis extends 'nullable' | 'not-null',
> = PgSelectWithout<
  PgSelectBase<
    'comments',
    Fields,
    'partial',
    { comments: 'not-null'; sources: 'not-null'; comment_analysis: Analysis }
  >,
  false,
  'where'
>;

const commentSource = eq(sources.sourceId, comments.sourceId);

const analysedComment = eq(comments.commentId, commentAnalysis.commentId);

/**
 * A comment counts only while neither it nor its source is soft-deleted: deleting a source hides
 * all its comments without touching them, so every read checks both.
 */
const isLive = sql`${comments.deletedAt} is null and ${sources.deletedAt} is null`;

/**
 * Left-joins a comment's analysis of the workspace. The workspace sits in the ON clause: in the
 * WHERE it would drop the comments that have no analysis.
 *
 * @example db.select().from(comments).leftJoin(commentAnalysis, workspaceAnalysis(db));
 */
export function workspaceAnalysis(db: WorkspaceDb): SQL {
  return and(analysedComment, inWorkspace(db.workspaceId, commentAnalysis))!;
}

function liveWhere(
  db: WorkspaceDb,
  { industry, where }: CommentFilter,
  ...tables: readonly { readonly workspaceId: AnyPgColumn }[]
): SQL | undefined {
  return and(
    inWorkspace(db.workspaceId, comments, sources, ...tables),
    industry === undefined ? undefined : eq(sources.industry, industry),
    isLive,
    where,
  );
}

/**
 * `db.select(fields)` over the workspace's live comments, each joined to its source and to its
 * analysis when it has one (the analysis columns are null otherwise, so
 * `isNull(commentAnalysis.commentId)` keeps the pending ones). Callers add grouping, order and
 * limit; the workspace, the industry and liveness are already in the WHERE.
 *
 * @example
 * const [pending] = await liveComments(db, { total: count() }, {
 *   industry: 'Clínica Estética',
 *   where: isNull(commentAnalysis.commentId),
 * });
 */
export function liveComments<Fields extends SelectedFields>(
  db: WorkspaceDb,
  fields: Fields,
  filter: CommentFilter = {},
): CommentSelect<Fields, 'nullable'> {
  return db
    .select(fields as SelectedFields)
    .from(comments)
    .innerJoin(sources, commentSource)
    .leftJoin(commentAnalysis, workspaceAnalysis(db))
    .where(liveWhere(db, filter)) as CommentSelect<Fields, 'nullable'>;
}

/**
 * `db.select(fields)` over the workspace's analysed live comments: each joined to its source and
 * to its analysis, so the comments without one are left out. Plain joins, so the planner is free
 * to start from whichever table's index is cheapest.
 *
 * @example
 * const texts = await analysedComments(db, { text: comments.text }, { industry }).limit(100);
 */
export function analysedComments<Fields extends SelectedFields>(
  db: WorkspaceDb,
  fields: Fields,
  filter: CommentFilter = {},
): CommentSelect<Fields, 'not-null'> {
  return db
    .select(fields as SelectedFields)
    .from(comments)
    .innerJoin(sources, commentSource)
    .innerJoin(commentAnalysis, analysedComment)
    .where(liveWhere(db, filter, commentAnalysis)) as CommentSelect<Fields, 'not-null'>;
}
