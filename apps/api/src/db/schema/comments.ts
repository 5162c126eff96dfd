import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { industryOf } from './industry-key';
import { createdBy, workspaceId } from './ownership';

export const SOURCE_KINDS = ['manual', 'file', 'bulk', 'scraper'] as const;

export const sources = pgTable(
  'sources',
  {
    sourceId: serial('source_id').primaryKey(),
    workspaceId: workspaceId(),
    industry: text('industry').notNull(),
    kind: text('kind', { enum: SOURCE_KINDS }).notNull(),
    platform: text('platform'),
    externalRef: text('external_ref'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    check('sources_kind', sql`${table.kind} in ('manual', 'file', 'bulk', 'scraper')`),
    industryOf(table, 'sources_industry_fk'),
    // The target of the composite keys that keep a comment in its source's workspace.
    unique('sources_workspace_source_key').on(table.workspaceId, table.sourceId),
    index('sources_live_industry_idx')
      .on(table.workspaceId, table.industry)
      .where(sql`${table.deletedAt} is null`),
    // Every bulk batch finds its import's source by the import id (a scraper source holds its
    // Apify run id); without this each batch read every source.
    index('sources_external_ref_idx')
      .on(table.externalRef)
      .where(sql`${table.externalRef} is not null`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    commentId: bigserial('comment_id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceId(),
    sourceId: integer('source_id').notNull(),
    author: text('author'),
    text: text('text').notNull(),
    // Case-, accent- and space-folded text: exact duplicates within an industry are skipped.
    normalizedText: text('normalized_text').notNull(),
    platform: text('platform'),
    publishedAt: timestamptz('published_at'),
    externalId: text('external_id'),
    likes: integer('likes'),
    replies: integer('replies'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    foreignKey({
      name: 'comments_source_fk',
      columns: [table.workspaceId, table.sourceId],
      foreignColumns: [sources.workspaceId, sources.sourceId],
    }),
    unique('comments_workspace_comment_key').on(table.workspaceId, table.commentId),
    // The inbox pages newest first per source with a (created_at, comment_id) keyset cursor.
    index('comments_live_source_page_idx')
      .on(table.sourceId, table.createdAt.desc().nullsFirst(), table.commentId.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    // "Pending today" on the dashboard scans only today's live comments of the workspace.
    index('comments_live_created_at_idx')
      .on(table.workspaceId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    // The inbox's first page walks one workspace's live comments newest first, without stepping
    // over every newer comment of other workspaces.
    index('comments_live_workspace_idx')
      .on(table.workspaceId, table.commentId.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    // The report's weekly trend counts an industry's comments by the day they were said (the
    // platform's date when known, else the day they arrived): one range per source. The id and
    // both dates ride along (drizzle has no INCLUDE) so the count never reads the table's rows.
    index('comments_live_source_said_at_idx')
      .on(
        table.sourceId,
        sql`coalesce(published_at, created_at)`,
        table.commentId,
        table.publishedAt,
        table.createdAt,
      )
      .where(sql`${table.deletedAt} is null`),
    // Hash, not btree: a 5,000-character text would exceed a btree entry's size limit.
    index('comments_normalized_text_idx').using('hash', table.normalizedText),
    // Only scraped comments carry the platform's own comment id. Unique, so a re-import or a
    // replayed webhook inserts nothing twice (INSERT … ON CONFLICT DO NOTHING), even when two
    // imports of the same run race. Per workspace: two teams may listen to the same video.
    uniqueIndex('comments_platform_external_id_idx')
      .on(table.workspaceId, table.platform, table.externalId)
      .where(sql`${table.externalId} is not null`),
  ],
);

/** A client's import batch id: a retried `comments-bulk` request is answered, not re-imported. */
export const importBatches = pgTable(
  'import_batches',
  {
    workspaceId: workspaceId(),
    batchId: text('batch_id').notNull(),
    sourceId: integer('source_id').notNull(),
    // The counts first answered, so a replay gets the same answer.
    result: jsonb('result'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.batchId] }),
    foreignKey({
      name: 'import_batches_source_fk',
      columns: [table.workspaceId, table.sourceId],
      foreignColumns: [sources.workspaceId, sources.sourceId],
    }),
  ],
);
