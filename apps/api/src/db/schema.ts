import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model of DESIGN.md §2. One PostgreSQL dialect: the same migrations run on
 * PGlite (PostgreSQL 18) and on a PostgreSQL 15 server, so nothing here may need more than 15.
 * Deletes of product data are soft (`deleted_at`); every read filters it. Newest-first indexes
 * say DESC NULLS FIRST because that is what a plain `ORDER BY x DESC` means, so the planner can
 * walk them for it.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const createdBy = () => integer('created_by').references(() => users.id, { onDelete: 'set null' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  // Lower-casing at the edge is what makes the unique constraint mean "one account per address".
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the random id the client holds: a leaked table does not leak usable sessions.
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [
    index('sign_in_attempts_email_idx').on(table.email, table.attemptedAt),
    index('sign_in_attempts_ip_idx').on(table.ip, table.attemptedAt),
  ],
);

export const industries = pgTable(
  'industries',
  {
    name: text('name').primaryKey(),
    status: text('status').notNull().default('NUEVO'),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clients: integer('clients').notNull().default(0),
    years: real('years').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('industries_clients_nonnegative', sql`${table.clients} >= 0`),
    check('industries_years_nonnegative', sql`${table.years} >= 0`),
  ],
);

export const SOURCE_KINDS = ['manual', 'file', 'bulk', 'scraper'] as const;

export const sources = pgTable(
  'sources',
  {
    sourceId: serial('source_id').primaryKey(),
    industry: text('industry')
      .notNull()
      .references(() => industries.name, { onUpdate: 'cascade' }),
    kind: text('kind', { enum: SOURCE_KINDS }).notNull(),
    platform: text('platform'),
    externalRef: text('external_ref'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    check('sources_kind', sql`${table.kind} in ('manual', 'file', 'bulk', 'scraper')`),
    index('sources_live_industry_idx')
      .on(table.industry)
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
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.sourceId),
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
    // The inbox pages newest first per source with a (created_at, comment_id) keyset cursor.
    index('comments_live_source_page_idx')
      .on(table.sourceId, table.createdAt.desc().nullsFirst(), table.commentId.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    // "Pending today" on the dashboard scans only today's live comments.
    index('comments_live_created_at_idx')
      .on(table.createdAt)
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
    // imports of the same run race.
    uniqueIndex('comments_platform_external_id_idx')
      .on(table.platform, table.externalId)
      .where(sql`${table.externalId} is not null`),
  ],
);

export const commentAnalysis = pgTable(
  'comment_analysis',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .primaryKey()
      .references(() => comments.commentId, { onDelete: 'cascade' }),
    objectionTag: text('objection_tag').notNull().default('otro'),
    emotion: text('emotion'),
    sentiment: real('sentiment'),
    painClusterLabel: text('pain_cluster_label'),
    why1: text('why1'),
    why2: text('why2'),
    why3: text('why3'),
    why4: text('why4'),
    why5: text('why5'),
    rootCause: text('root_cause'),
    realScore: real('real_score'),
    method: text('method').notNull(),
    model: text('model'),
    fallbackReason: text('fallback_reason'),
    analysedAt: timestamptz('analysed_at').notNull().defaultNow(),
    // A hand correction (method 'manual'): who made it and when, and what the rules analyser
    // said for the same text at that moment, so its agreement with people is a count, not a
    // re-analysis of every corrected comment.
    correctedBy: integer('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamptz('corrected_at'),
    rulesObjectionTag: text('rules_objection_tag'),
    rulesEmotion: text('rules_emotion'),
    rulesPainClusterLabel: text('rules_pain_cluster_label'),
  },
  (table) => [
    check('comment_analysis_sentiment_range', sql`${table.sentiment} between -1 and 1`),
    check('comment_analysis_real_score_range', sql`${table.realScore} between 0 and 1`),
    // The report's five-whys examples walk this, highest score first, until three belong to
    // the industry; only rows with all five whys filled in can be examples.
    index('comment_analysis_five_whys_idx')
      .on(table.realScore.desc().nullsLast(), table.commentId.desc().nullsFirst())
      .where(
        sql`btrim(${table.why1}) <> '' and btrim(${table.why2}) <> '' and btrim(${table.why3}) <> '' and btrim(${table.why4}) <> '' and btrim(${table.why5}) <> ''`,
      ),
    // Corrections are a sliver of the analyses: the report's agreement reads only them.
    index('comment_analysis_manual_idx')
      .on(table.commentId)
      .where(sql`${table.method} = 'manual'`),
  ],
);

/*
 * Tallies of each industry's live comments (live comment in a live source), so the dashboard,
 * the industry cards, the inbox counts and the report read a few rows instead of counting up to
 * a million comments. Database triggers keep them exact on every write, whoever makes it
 * (drizzle/0005_industry_tallies.sql): comments inserted, soft-deleted, restored or deleted;
 * analyses inserted, re-analysed, corrected by hand or deleted; sources soft-deleted or moved to
 * another industry. An industry renamed renames its tallies (ON UPDATE CASCADE). Rows may hold
 * zero; reads skip them.
 */
const tallyIndustry = () =>
  text('industry')
    .notNull()
    .references(() => industries.name, { onUpdate: 'cascade', onDelete: 'cascade' });

/**
 * Live comments; of them, those with no analysis yet; and those whose labels a person corrected
 * (method 'manual'), with how many of those corrections the rules analyser had agreed with, per
 * label (a null equals a null, as IS NOT DISTINCT FROM says).
 */
export const industryCommentCounts = pgTable('industry_comment_counts', {
  industry: tallyIndustry().primaryKey(),
  live: integer('live').notNull().default(0),
  unanalysed: integer('unanalysed').notNull().default(0),
  corrections: integer('corrections').notNull().default(0),
  correctionsSameTag: integer('corrections_same_tag').notNull().default(0),
  correctionsSameEmotion: integer('corrections_same_emotion').notNull().default(0),
  correctionsSameCluster: integer('corrections_same_cluster').notNull().default(0),
});

/** Analysed live comments per objection tag, a blank tag counted as 'otro'. */
export const industryObjectionCounts = pgTable(
  'industry_objection_counts',
  {
    industry: tallyIndustry(),
    objectionTag: text('objection_tag').notNull(),
    comments: integer('comments').notNull(),
  },
  (table) => [primaryKey({ columns: [table.industry, table.objectionTag] })],
);

/**
 * Analysed live comments per trimmed, non-blank pain cluster label, with the sums and counts
 * that make its averages. Sums are numeric so adding and taking away stays exact; each
 * float4 value enters as its float8 reading, as avg() over the rows would see it.
 */
export const industryPainClusters = pgTable(
  'industry_pain_clusters',
  {
    industry: tallyIndustry(),
    label: text('label').notNull(),
    comments: integer('comments').notNull(),
    realScoreSum: numeric('real_score_sum').notNull(),
    realScores: integer('real_scores').notNull(),
    sentimentSum: numeric('sentiment_sum').notNull(),
    sentiments: integer('sentiments').notNull(),
  },
  (table) => [primaryKey({ columns: [table.industry, table.label] })],
);

/** Analysed live comments per trimmed, non-blank root cause. */
export const industryRootCauses = pgTable(
  'industry_root_causes',
  {
    industry: tallyIndustry(),
    rootCause: text('root_cause').notNull(),
    comments: integer('comments').notNull(),
  },
  (table) => [primaryKey({ columns: [table.industry, table.rootCause] })],
);

export const ideas = pgTable(
  'ideas',
  {
    ideaId: serial('idea_id').primaryKey(),
    industry: text('industry')
      .notNull()
      .references(() => industries.name, { onUpdate: 'cascade' }),
    ideaType: text('idea_type').notNull(),
    hook: text('hook').notNull(),
    angle: text('angle').notNull(),
    scriptOutline: text('script_outline').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    index('ideas_live_industry_idx')
      .on(table.industry, table.createdAt.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** A client's import batch id: a retried `comments-bulk` request is answered, not re-imported. */
export const importBatches = pgTable('import_batches', {
  batchId: text('batch_id').primaryKey(),
  sourceId: integer('source_id')
    .notNull()
    .references(() => sources.sourceId),
  // The counts first answered, so a replay gets the same answer.
  result: jsonb('result'),
  createdBy: createdBy(),
  createdAt: createdAt(),
});

/**
 * One Apify run, started here or announced by its webhook. `status` is Apify's run status until
 * the import claims the run (IMPORTING), then IMPORTED or IMPORT-FAILED; that transition is the
 * guard that lets one request, of any number racing, import a run.
 */
export const scraperRuns = pgTable(
  'scraper_runs',
  {
    id: serial('id').primaryKey(),
    apifyRunId: text('apify_run_id').unique(),
    actorId: text('actor_id'),
    taskId: text('task_id'),
    // Null for a run announced by a webhook without ?platform= until its items tell.
    platform: text('platform'),
    industry: text('industry')
      .notNull()
      .references(() => industries.name, { onUpdate: 'cascade' }),
    status: text('status').notNull(),
    datasetId: text('dataset_id'),
    sourceId: integer('source_id').references(() => sources.sourceId),
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
  (table) => [index('scraper_runs_created_at_idx').on(table.createdAt.desc().nullsFirst())],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityIds: text('entity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.createdAt.desc().nullsFirst()),
    index('audit_log_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
);
