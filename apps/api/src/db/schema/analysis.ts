import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamptz } from './columns';
import { comments } from './comments';
import { industryOf } from './industry-key';
import { workspaceId } from './ownership';

export const commentAnalysis = pgTable(
  'comment_analysis',
  {
    commentId: bigint('comment_id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceId(),
    objectionTag: text('objection_tag').notNull().default('otro'),
    emotion: text('emotion'),
    sentiment: real('sentiment'),
    painClusterLabel: text('pain_cluster_label'),
    // Put in its objection's usual pain only because no other comment yet says what it says:
    // the next analysis of the industry clusters it again with the new comments.
    awaitsPartner: boolean('awaits_partner').notNull().default(false),
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
    // Comments awaiting a partner are a sliver of an industry's: each analysis reads them.
    index('comment_analysis_awaiting_idx')
      .on(table.commentId)
      .where(sql`${table.awaitsPartner}`),
    // Corrections are a sliver of the analyses: the report's agreement reads only them.
    index('comment_analysis_manual_idx')
      .on(table.commentId)
      .where(sql`${table.method} = 'manual'`),
  ],
);

/**
 * The pains discovered in an industry's comments (`cluster-pains.ts`): each cluster's label,
 * objection and the sum of its comments' term vectors, so a new comment joins the cluster
 * closest to what it says and a cluster keeps its label as comments join. Written as comments
 * are clustered, rebuilt by 'Recalcular'; a profile, not a tally: deletes do not touch it.
 */
export const painClusters = pgTable(
  'pain_clusters',
  {
    workspaceId: workspaceId(),
    industry: text('industry').notNull(),
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
