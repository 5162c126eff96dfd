import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { industryOf } from './industry-key';
import { createdBy, workspaceId } from './ownership';

/**
 * A scraping run saved to repeat: every day, or every week on `weekday` (ISO, 1 = Monday), at
 * `hour` of the workspace's time zone. `nextRunAt` is when the scheduler next starts it (null while
 * paused); `consecutiveFailures` pauses it at three.
 */
export const watches = pgTable(
  'watches',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    actorId: text('actor_id'),
    taskId: text('task_id'),
    inputJson: text('input_json'),
    platform: text('platform').notNull(),
    industry: text('industry').notNull(),
    urlHint: text('url_hint'),
    frequency: text('frequency').notNull(),
    weekday: integer('weekday'),
    hour: integer('hour').notNull(),
    state: text('state').notNull().default('active'),
    pausedReason: text('paused_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    nextRunAt: timestamptz('next_run_at'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('watches_workspace_id_key').on(table.workspaceId, table.id),
    industryOf(table, 'watches_industry_fk', 'cascade'),
    check('watches_frequency_check', sql`${table.frequency} in ('daily', 'weekly')`),
    check('watches_state_check', sql`${table.state} in ('active', 'paused')`),
    check('watches_hour_check', sql`${table.hour} between 0 and 23`),
    // The scheduler's question, across workspaces: which active watches are due.
    index('watches_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.state} = 'active'`),
  ],
);

/**
 * Each run of a watch: created by the scheduler when due (one per watch and scheduled time, so
 * two schedulers never start it twice), then its job starts the Apify run and imports it.
 */
export const watchRuns = pgTable(
  'watch_runs',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    watchId: integer('watch_id').notNull(),
    scheduledFor: timestamptz('scheduled_for').notNull(),
    state: text('state').notNull().default('queued'),
    apifyRunId: text('apify_run_id'),
    imported: integer('imported').notNull().default(0),
    analyzed: integer('analyzed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    unique('watch_runs_once_key').on(table.watchId, table.scheduledFor),
    foreignKey({
      name: 'watch_runs_watch_fk',
      columns: [table.workspaceId, table.watchId],
      foreignColumns: [watches.workspaceId, watches.id],
    }).onDelete('cascade'),
    check(
      'watch_runs_state_check',
      sql`${table.state} in ('queued', 'running', 'succeeded', 'failed')`,
    ),
    index('watch_runs_recent_idx').on(table.watchId, table.id.desc().nullsFirst()),
  ],
);
