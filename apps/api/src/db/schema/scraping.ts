import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz } from './columns';
import { sources } from './comments';
import { industryOf } from './industry-key';
import { createdBy, workspaceId } from './ownership';

/**
 * One Apify run, started here or announced by its webhook. `status` is Apify's run status until
 * the import claims the run (IMPORTING), then IMPORTED or IMPORT-FAILED; that transition is the
 * guard that lets one request, of any number racing, import a run.
 */
export const scraperRuns = pgTable(
  'scraper_runs',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    apifyRunId: text('apify_run_id'),
    actorId: text('actor_id'),
    taskId: text('task_id'),
    // Null for a run announced by a webhook without ?platform= until its items tell.
    platform: text('platform'),
    industry: text('industry').notNull(),
    status: text('status').notNull(),
    datasetId: text('dataset_id'),
    sourceId: integer('source_id'),
    urlHint: text('url_hint'),
    imported: integer('imported').notNull().default(0),
    analyzed: integer('analyzed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    importStartedAt: timestamptz('import_started_at'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    // Per workspace: a run another team announced must not stop this one recording its own.
    unique('scraper_runs_workspace_run_key').on(table.workspaceId, table.apifyRunId),
    industryOf(table, 'scraper_runs_industry_fk'),
    foreignKey({
      name: 'scraper_runs_source_fk',
      columns: [table.workspaceId, table.sourceId],
      foreignColumns: [sources.workspaceId, sources.sourceId],
    }),
    index('scraper_runs_created_at_idx').on(table.workspaceId, table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A workspace's own Apify account: its API token sealed (`domain/secret-box.ts`), the account's
 * name as Apify gave it, and who connected it when. No row: the workspace's runs go through the
 * server's `APIFY_TOKEN`.
 */
export const apifyAccounts = pgTable('apify_accounts', {
  workspaceId: workspaceId().primaryKey(),
  tokenSealed: text('token_sealed').notNull(),
  username: text('username').notNull(),
  connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamptz('connected_at').notNull(),
});

/**
 * Which dataset item fields hold a comment's parts for an actor the product does not map itself,
 * saved per workspace and actor (`user/name`, a task's name or Apify's id), so its next runs
 * import with the same choice. Dotted paths reach nested fields.
 */
export const actorFieldMaps = pgTable(
  'actor_field_maps',
  {
    workspaceId: workspaceId(),
    actor: text('actor').notNull(),
    textField: text('text_field').notNull(),
    authorField: text('author_field'),
    dateField: text('date_field'),
    idField: text('id_field'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.actor] })],
);
