import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
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
  type AnyPgColumn,
  uniqueIndex,
  unique,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@replica/api-client/roles';

/**
 * The whole data model of DESIGN.md §2. One PostgreSQL dialect: the same migrations run on
 * PGlite (PostgreSQL 18) and on a PostgreSQL 15 server, so nothing here may need more than 15.
 * Deletes of product data are soft (`deleted_at`); every read filters it. Newest-first indexes
 * say DESC NULLS FIRST because that is what a plain `ORDER BY x DESC` means, so the planner can
 * walk them for it.
 *
 * Every data row belongs to one workspace (issue 20). Its `workspace_id` defaults to the
 * workspace of the transaction (`app.workspace_id`, set by `db/workspace-scope.ts`), and
 * row-level security lets a transaction see and write only that workspace's rows
 * (drizzle/0009_workspaces.sql), whatever a query forgets to filter.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const createdBy = () => integer('created_by').references(() => users.id, { onDelete: 'set null' });
/** The workspace of the transaction unless the insert names one; never null. */
const workspaceId = () =>
  integer('workspace_id')
    .notNull()
    .default(sql`nullif(current_setting('app.workspace_id', true), '')::integer`)
    .references(() => workspaces.id, { onDelete: 'cascade' });
/** The industry a row belongs to: a name within the row's own workspace. */
const industryOf = (
  table: { workspaceId: AnyPgColumn; industry: AnyPgColumn },
  name: string,
  onDelete?: 'cascade',
) =>
  foreignKey({
    name,
    columns: [table.workspaceId, table.industry],
    foreignColumns: [industries.workspaceId, industries.name],
  })
    .onUpdate('cascade')
    .onDelete(onDelete ?? 'no action');

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
    // The workspace the session acts in; null until chosen, or after it was deleted.
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use links that set a new password (issue 38): mailed, made in Equipo, or by the operator. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token in the link, as for sessions.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
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

export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // Opaque secret in the Apify webhook URL of this workspace: it says where a run's comments go.
  webhookToken: text('webhook_token').notNull().unique(),
  createdAt: createdAt(),
  // The IANA zone of watches' hours and alerts' weeks; null: the server's own (DESIGN.md §2).
  timeZone: text('time_zone'),
  // Who hears of alerts (issue 24): e-mail recipients and a Slack-compatible incoming webhook.
  alertEmails: text('alert_emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  alertWebhookUrl: text('alert_webhook_url'),
  alertOnRising: boolean('alert_on_rising').notNull().default(true),
  alertOnWatchPaused: boolean('alert_on_watch_paused').notNull().default(true),
});

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('memberships_user_id_idx').on(table.userId),
    check('memberships_role', sql`${table.role} in ('viewer', 'analyst', 'admin', 'owner')`),
  ],
);

/**
 * Alert e-mail recipients outside the workspace's members (issue 38): such an address receives
 * nothing until it confirms through the link mailed to it, so the alerts are not a mail relay.
 */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // sha256 of the token in the confirmation link, as for invitations.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.email] }),
    check('alert_recipients_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * Workspace API tokens for integrations (issue 38): sent as `Authorization: Bearer rpl_…`, they
 * act as their creator with their role, never above the creator's current one. Only the sha256
 * of a token is kept.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('api_tokens_workspace_idx').on(table.workspaceId),
    check('api_tokens_role', sql`${table.role} in ('viewer', 'analyst', 'admin')`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    // sha256 of the token in the link: the table alone lets nobody join.
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: createdBy(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('invitations_workspace_idx').on(table.workspaceId, table.createdAt.desc().nullsFirst()),
    check('invitations_role', sql`${table.role} in ('viewer', 'analyst', 'admin', 'owner')`),
    check('invitations_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export const industries = pgTable(
  'industries',
  {
    workspaceId: workspaceId(),
    name: text('name').notNull(),
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
    primaryKey({ columns: [table.workspaceId, table.name] }),
    check('industries_clients_nonnegative', sql`${table.clients} >= 0`),
    check('industries_years_nonnegative', sql`${table.years} >= 0`),
  ],
);

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

export const commentAnalysis = pgTable(
  'comment_analysis',
  {
    commentId: bigint('comment_id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceId(),
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
    foreignKey({
      name: 'comment_analysis_comment_fk',
      columns: [table.workspaceId, table.commentId],
      foreignColumns: [comments.workspaceId, comments.commentId],
    }).onDelete('cascade'),
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
const tallyIndustry = () => text('industry').notNull();

/**
 * Live comments; of them, those with no analysis yet; and those whose labels a person corrected
 * (method 'manual'), with how many of those corrections the rules analyser had agreed with, per
 * label (a null equals a null, as IS NOT DISTINCT FROM says).
 */
export const industryCommentCounts = pgTable(
  'industry_comment_counts',
  {
    workspaceId: workspaceId(),
    industry: tallyIndustry(),
    live: integer('live').notNull().default(0),
    unanalysed: integer('unanalysed').notNull().default(0),
    corrections: integer('corrections').notNull().default(0),
    correctionsSameTag: integer('corrections_same_tag').notNull().default(0),
    correctionsSameEmotion: integer('corrections_same_emotion').notNull().default(0),
    correctionsSameCluster: integer('corrections_same_cluster').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.industry] }),
    industryOf(table, 'industry_comment_counts_industry_fk', 'cascade'),
  ],
);

/** Analysed live comments per objection tag, a blank tag counted as 'otro'. */
export const industryObjectionCounts = pgTable(
  'industry_objection_counts',
  {
    workspaceId: workspaceId(),
    industry: tallyIndustry(),
    objectionTag: text('objection_tag').notNull(),
    comments: integer('comments').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.industry, table.objectionTag] }),
    industryOf(table, 'industry_objection_counts_industry_fk', 'cascade'),
  ],
);

/**
 * Analysed live comments per trimmed, non-blank pain cluster label, with the sums and counts
 * that make its averages. Sums are numeric so adding and taking away stays exact; each
 * float4 value enters as its float8 reading, as avg() over the rows would see it.
 */
export const industryPainClusters = pgTable(
  'industry_pain_clusters',
  {
    workspaceId: workspaceId(),
    industry: tallyIndustry(),
    label: text('label').notNull(),
    comments: integer('comments').notNull(),
    realScoreSum: numeric('real_score_sum').notNull(),
    realScores: integer('real_scores').notNull(),
    sentimentSum: numeric('sentiment_sum').notNull(),
    sentiments: integer('sentiments').notNull(),
    /** Of `comments`, those tagged with an objection (not 'otro'): a pain point needs some. */
    objections: integer('objections').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.industry, table.label] }),
    industryOf(table, 'industry_pain_clusters_industry_fk', 'cascade'),
  ],
);

/**
 * The pains discovered in an industry's comments (`pain-clusters.ts`): each cluster's label,
 * objection and the sum of its comments' term vectors, so a new comment joins the cluster
 * closest to what it says and a cluster keeps its label as comments join. Written as comments
 * are clustered, rebuilt by 'Recalcular'; a profile, not a tally: deletes do not touch it.
 */
export const painClusters = pgTable(
  'pain_clusters',
  {
    workspaceId: workspaceId(),
    industry: tallyIndustry(),
    label: text('label').notNull(),
    objectionTag: text('objection_tag').notNull(),
    /** Term → summed weight, its strongest terms only (`PROFILE_TERMS`). */
    centroid: jsonb('centroid').$type<Record<string, number>>().notNull(),
    size: integer('size').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.industry, table.label] }),
    industryOf(table, 'pain_clusters_industry_fk', 'cascade'),
  ],
);

/** Analysed live comments per trimmed, non-blank root cause. */
export const industryRootCauses = pgTable(
  'industry_root_causes',
  {
    workspaceId: workspaceId(),
    industry: tallyIndustry(),
    rootCause: text('root_cause').notNull(),
    comments: integer('comments').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.industry, table.rootCause] }),
    industryOf(table, 'industry_root_causes_industry_fk', 'cascade'),
  ],
);

export const ideas = pgTable(
  'ideas',
  {
    ideaId: serial('idea_id').primaryKey(),
    workspaceId: workspaceId(),
    industry: text('industry').notNull(),
    ideaType: text('idea_type').notNull(),
    hook: text('hook').notNull(),
    angle: text('angle').notNull(),
    scriptOutline: text('script_outline').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    industryOf(table, 'ideas_industry_fk'),
    index('ideas_live_industry_idx')
      .on(table.workspaceId, table.industry, table.createdAt.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
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
 * A workspace's own Apify account (issue 38): its API token sealed (`domain/secret-box.ts`), the
 * account's name as Apify gave it, and who connected it when. No row: the workspace's runs go
 * through the server's `APIFY_TOKEN`.
 */
export const apifyAccounts = pgTable('apify_accounts', {
  workspaceId: workspaceId().primaryKey(),
  tokenSealed: text('token_sealed').notNull(),
  username: text('username').notNull(),
  connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamptz('connected_at').notNull(),
});

/**
 * Which dataset item fields hold a comment's parts for an actor the product does not map itself
 * (issue 24 item 2), saved per workspace and actor (`user/name`, a task's name or Apify's id), so
 * its next runs import with the same choice. Dotted paths reach nested fields.
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

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceId(),
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
    // Equipo pages a workspace's log newest first.
    index('audit_log_workspace_idx').on(table.workspaceId, table.id.desc().nullsFirst()),
  ],
);

/**
 * Long work done in the background by the workers (issue 21): analysing an industry's pending
 * comments, re-analysing it, reclassifying sources, recalculating real scores, importing an Apify
 * run. The queue (pg-boss) carries the work; this row is what a person sees of it, its counters
 * updated in the same transaction as the results they count.
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

/**
 * Calls made to the AI provider per minute by every process together, against
 * `AI_MAX_REQUESTS_PER_MINUTE` (infra/ai/request-budget.ts). Not workspace data: no workspace_id.
 */
export const aiRequestMinutes = pgTable('ai_request_minutes', {
  minute: timestamptz('minute').primaryKey(),
  requests: integer('requests').notNull(),
});

/**
 * The rate limits' counters (rate-limiter-flexible's Drizzle store, middleware/rate-limit): one
 * row per key (`content:user:12`) with the points spent in its window and when the window ends,
 * shared by every process on the database. Not workspace data: no workspace_id.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamptz('expire'),
});

/**
 * A scraping run saved to repeat (issue 24): every day, or every week on `weekday` (ISO, 1 =
 * Monday), at `hour` of the workspace's time zone. `nextRunAt` is when the scheduler next starts
 * it (null while paused); `consecutiveFailures` pauses it at three.
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

/**
 * Alerts told to a workspace (issue 24), with what became of each way of telling. A rise is
 * keyed by industry, tag and week, so it is told at most once per tag per week whatever number
 * of processes see it.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    kind: text('kind').notNull(),
    industry: text('industry'),
    objectionTag: text('objection_tag'),
    week: text('week'),
    watchId: integer('watch_id'),
    subject: text('subject').notNull(),
    emailState: text('email_state').notNull().default('off'),
    webhookState: text('webhook_state').notNull().default('off'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    check('alerts_kind_check', sql`${table.kind} in ('rising', 'watch-paused')`),
    uniqueIndex('alerts_rising_once_idx')
      .on(table.workspaceId, table.industry, table.objectionTag, table.week)
      .where(sql`${table.kind} = 'rising'`),
    index('alerts_recent_idx').on(table.workspaceId, table.id.desc().nullsFirst()),
  ],
);
