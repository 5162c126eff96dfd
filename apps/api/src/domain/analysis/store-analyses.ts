import { MANUAL_METHOD } from '@replica/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis } from '../../db/schema';
import type { AnalyserOutcome } from './analyser';

export interface AnalysedComment extends AnalyserOutcome {
  commentId: number;
  /** In its objection's usual pain until another comment says what it says (`cluster-pains`). */
  awaitsPartner?: boolean;
}

export interface StoreOptions {
  /** Also replace labels a person corrected by hand. */
  replaceManual?: boolean;
  /** Store only for comments without an analysis; the others keep theirs. */
  newOnly?: boolean;
  /** Replace only analyses made before this instant (a re-analysis job's start). */
  analysedBefore?: Date;
}

/** A comment whose analysis this call stored, and the model that made it (null: the rules). */
export interface StoredAnalysis {
  commentId: number;
  model: string | null;
}

/**
 * Stores analyses in one multi-row upsert: a re-analysed comment replaces its old analysis, so a
 * comment never has two, and its model and fallback_reason are those of the new analysis. Labels
 * a person corrected by hand (method 'manual') are kept unless `replaceManual`: this is the one
 * place every analysis run (batch, single, scraper) writes through, so the rule holds for all.
 */
export async function storeAnalyses(
  db: WorkspaceDb,
  analysed: readonly AnalysedComment[],
  now: Date,
  { replaceManual = false, newOnly = false, analysedBefore }: StoreOptions = {},
): Promise<StoredAnalysis[]> {
  if (analysed.length === 0) return [];
  // One array parameter per column, unnested into rows: a thousand analyses are one short
  // statement of 16 parameters, where a VALUES list would be 18,000 for the query builder to
  // assemble (most of a job's time, measured).
  const column = (pick: (row: AnalysedComment) => unknown) => sql.param(analysed.map(pick));
  const replaceable = sql.join(
    [
      sql`comment_analysis.workspace_id = ${db.workspaceId}`,
      ...(replaceManual ? [] : [sql`comment_analysis.method <> ${MANUAL_METHOD}`]),
      ...(analysedBefore === undefined
        ? []
        : [sql`comment_analysis.analysed_at < ${analysedBefore.toISOString()}::timestamptz`]),
    ],
    sql` and `,
  );
  const { rows } = await db.execute<{ comment_id: number; model: string | null }>(sql`
    insert into ${commentAnalysis} (workspace_id, comment_id, objection_tag, emotion, sentiment,
      pain_cluster_label, why1, why2, why3, why4, why5, root_cause, real_score, method, model,
      fallback_reason, awaits_partner, analysed_at)
    select ${db.workspaceId}, analysed.*, ${now.toISOString()}::timestamptz
    from unnest(
      ${column((row) => row.commentId)}::bigint[],
      ${column((row) => row.analysis.objection_tag)}::text[],
      ${column((row) => row.analysis.emotion)}::text[],
      ${column((row) => row.analysis.sentiment)}::real[],
      ${column((row) => row.analysis.pain_cluster_label)}::text[],
      ${column((row) => row.analysis.why1)}::text[],
      ${column((row) => row.analysis.why2)}::text[],
      ${column((row) => row.analysis.why3)}::text[],
      ${column((row) => row.analysis.why4)}::text[],
      ${column((row) => row.analysis.why5)}::text[],
      ${column((row) => row.analysis.root_cause)}::text[],
      ${column((row) => row.analysis.real_score)}::real[],
      ${column((row) => row.analysis.method)}::text[],
      ${column((row) => row.model)}::text[],
      ${column((row) => row.fallbackReason)}::text[],
      ${column((row) => row.awaitsPartner ?? false)}::boolean[]
    ) as analysed
    on conflict (comment_id) do ${
      newOnly
        ? sql`nothing`
        : sql`update set
          objection_tag = excluded.objection_tag, emotion = excluded.emotion,
          sentiment = excluded.sentiment, pain_cluster_label = excluded.pain_cluster_label,
          why1 = excluded.why1, why2 = excluded.why2, why3 = excluded.why3,
          why4 = excluded.why4, why5 = excluded.why5, root_cause = excluded.root_cause,
          real_score = excluded.real_score, method = excluded.method, model = excluded.model,
          fallback_reason = excluded.fallback_reason, awaits_partner = excluded.awaits_partner,
          analysed_at = excluded.analysed_at,
          corrected_by = null, corrected_at = null, rules_objection_tag = null,
          rules_emotion = null, rules_pain_cluster_label = null
        where ${replaceable}`
    }
    returning comment_id, model`);
  return rows.map((row) => ({ commentId: Number(row.comment_id), model: row.model }));
}
