import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { industryOf } from './industry-key';
import { createdBy, workspaceId } from './ownership';

/**
 * Long work done in the background by the workers: analysing an industry's pending comments,
 * re-analysing it, reclassifying sources, recalculating real scores, importing an Apify run. The
 * queue (pg-boss) carries the work; this row is what a person sees of it, its counters updated in
 * the same transaction as the results they count.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceId(),
    kind: text('kind').notNull(),
    // Null for work on the whole workspace (reclassifying sources).
    industry: text('industry'),
    // What else names the work: the Apify run an import job imports.
    subject: text('subject'),
    state: text('state').notNull().default('queued'),
    // At most this many analyses by the AI model; the rest with the rules. Null: no cap.
    maxAiComments: integer('max_ai_comments'),
    aiReserved: integer('ai_reserved').notNull().default(0),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    byModel: integer('by_model').notNull().default(0),
    byRules: integer('by_rules').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    // Why comments meant for the AI model were analysed by the rules: reason → how many.
    fallbackReasons: jsonb('fallback_reasons')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The tokens the AI provider billed for the job's analyses, by kind (input, output, …).
    aiTokens: jsonb('ai_tokens')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    chunksTotal: integer('chunks_total').notNull().default(0),
    chunksDone: integer('chunks_done').notNull().default(0),
    error: text('error'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    unique('jobs_workspace_id_key').on(table.workspaceId, table.id),
    industryOf(table, 'jobs_industry_fk', 'cascade'),
    check(
      'jobs_state_check',
      sql`${table.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
    // One queued or running job per kind and target: a second request is answered this one.
    uniqueIndex('jobs_one_active_idx')
      .on(
        table.workspaceId,
        table.kind,
        sql`coalesce(${table.industry}, '')`,
        sql`coalesce(${table.subject}, '')`,
      )
      .where(sql`${table.state} in ('queued', 'running')`),
    index('jobs_workspace_recent_idx').on(table.workspaceId, table.id.desc().nullsFirst()),
  ],
);

/**
 * The slices a job is cut into, each one message of the queue: a range of comment ids (or of
 * items). `doneAt` is set once, in the transaction that stores the slice's last results, so a
 * message delivered twice never counts its slice twice.
 */
export const jobChunks = pgTable(
  'job_chunks',
  {
    workspaceId: workspaceId(),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    fromId: bigint('from_id', { mode: 'number' }).notNull(),
    toId: bigint('to_id', { mode: 'number' }).notNull(),
    doneAt: timestamptz('done_at'),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.seq] }),
    foreignKey({
      name: 'job_chunks_job_fk',
      columns: [table.workspaceId, table.jobId],
      foreignColumns: [jobs.workspaceId, jobs.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Which worker process holds which queue message. Each worker holds a PostgreSQL advisory lock
 * for as long as it lives (`holdSessionLock`); a claim whose worker no longer holds its lock (the
 * process was killed, its machine lost) is given back to the queue at once rather than when the
 * message expires. Queue bookkeeping, not workspace data: no workspace_id.
 */
export const jobClaims = pgTable('job_claims', {
  messageId: text('message_id').primaryKey(),
  queue: text('queue').notNull(),
  workerKey: integer('worker_key').notNull(),
  claimedAt: createdAt(),
});
