import { MANUAL_METHOD } from '@replica/api-client/schemas';
import { and, lt, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import type { AnalyserOutcome } from './analyser';

export interface AnalysedComment extends AnalyserOutcome {
  commentId: number;
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
  const insert = db.insert(commentAnalysis).values(
    analysed.map(({ commentId, analysis, model, fallbackReason }) => ({
      workspaceId: db.workspaceId,
      commentId,
      objectionTag: analysis.objection_tag,
      emotion: analysis.emotion,
      sentiment: analysis.sentiment,
      painClusterLabel: analysis.pain_cluster_label,
      why1: analysis.why1,
      why2: analysis.why2,
      why3: analysis.why3,
      why4: analysis.why4,
      why5: analysis.why5,
      rootCause: analysis.root_cause,
      realScore: analysis.real_score,
      method: analysis.method,
      model,
      fallbackReason,
      analysedAt: now,
    })),
  );
  const returned = { commentId: commentAnalysis.commentId, model: commentAnalysis.model };
  if (newOnly) return insert.onConflictDoNothing().returning(returned);
  return insert
    .onConflictDoUpdate({
      target: commentAnalysis.commentId,
      set: {
        objectionTag: sql`excluded.objection_tag`,
        emotion: sql`excluded.emotion`,
        sentiment: sql`excluded.sentiment`,
        painClusterLabel: sql`excluded.pain_cluster_label`,
        why1: sql`excluded.why1`,
        why2: sql`excluded.why2`,
        why3: sql`excluded.why3`,
        why4: sql`excluded.why4`,
        why5: sql`excluded.why5`,
        rootCause: sql`excluded.root_cause`,
        realScore: sql`excluded.real_score`,
        method: sql`excluded.method`,
        model: sql`excluded.model`,
        fallbackReason: sql`excluded.fallback_reason`,
        analysedAt: sql`excluded.analysed_at`,
        correctedBy: null,
        correctedAt: null,
        rulesObjectionTag: null,
        rulesEmotion: null,
        rulesPainClusterLabel: null,
      },
      setWhere: and(
        inWorkspace(db.workspaceId, commentAnalysis),
        replaceManual ? undefined : sql`${commentAnalysis.method} <> ${MANUAL_METHOD}`,
        analysedBefore === undefined ? undefined : lt(commentAnalysis.analysedAt, analysedBefore),
      ),
    })
    .returning(returned);
}
