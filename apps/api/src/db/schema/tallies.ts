import { bigint, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { industryOf } from './industry-key';
import { workspaceId } from './ownership';

/*
 * Tallies of each industry's live comments (live comment in a live source), so the dashboard,
 * the industry cards, the inbox counts and the report read a few rows instead of counting up to
 * a million comments. Database triggers keep them exact on every write, whoever makes it
 * (`db/sql/tally-triggers.sql`): comments inserted, soft-deleted, restored or deleted;
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
    /**
     * The id of the last transaction that changed anything the industry's report shows (its
     * tallies, or a comment's five whys): unique across industries, past and future, so a report
     * made at one revision is the report for as long as this stays the same.
     */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
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
