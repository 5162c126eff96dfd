import {
  type CorrectCommentResult,
  MANUAL_METHOD,
  type correctCommentRequestSchema,
} from '@replica/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments, sources, users } from '../../db/schema';
import { analyseWithRules } from '../rules-engine/rules-analyser';
import { RULES_METHOD } from '../rules-engine/taxonomy';
import { recordAudit } from '../audit';
import { inWorkspace } from '../in-workspace';
import { liveComments } from '../comment-query';

export type LabelCorrection = z.output<typeof correctCommentRequestSchema>;

/**
 * Sets a live comment's labels by hand: method becomes 'manual' (re-analysis keeps it unless
 * forced, see `storeAnalyses`), with who and when, and beside it what the rules analyser says
 * for the same text now, which the report's agreement figure counts. Labels the request leaves
 * out keep their current value. A comment never analysed gets the rules' other fields (score,
 * whys) so it reads like any analysed one. Null when the comment is unknown or deleted.
 */
export async function correctComment(
  db: WorkspaceDb,
  correction: LabelCorrection,
  userId: number,
  now: Date,
): Promise<CorrectCommentResult | null> {
  const [row] = await liveComments(
    db,
    {
      text: comments.text,
      industry: sources.industry,
      platform: comments.platform,
      likes: comments.likes,
      replies: comments.replies,
      objectionTag: commentAnalysis.objectionTag,
      emotion: commentAnalysis.emotion,
      painClusterLabel: commentAnalysis.painClusterLabel,
      realScore: commentAnalysis.realScore,
      method: commentAnalysis.method,
    },
    { where: eq(comments.commentId, correction.comment_id) },
  );
  if (!row) return null;

  const rules = analyseWithRules({
    text: row.text,
    industry: row.industry,
    platform: row.platform,
    engagement: { likes: row.likes, replies: row.replies },
  });
  const labels = {
    objectionTag: correction.objection_tag ?? row.objectionTag ?? rules.objection_tag,
    emotion: correction.emotion ?? row.emotion ?? rules.emotion,
    painClusterLabel:
      correction.pain_cluster_label ?? row.painClusterLabel ?? rules.pain_cluster_label,
  };
  const correctionColumns = {
    ...labels,
    method: MANUAL_METHOD,
    model: null,
    fallbackReason: null,
    correctedBy: userId,
    correctedAt: now,
    rulesObjectionTag: rules.objection_tag,
    rulesEmotion: rules.emotion,
    // A pain the rules analysed is the cluster the comment joined in its industry, which the
    // label read off the comment alone ('cuota mensual alta') need not be: a comment alone is
    // in its objection's usual pain until others say the same.
    rulesPainClusterLabel:
      row.method === RULES_METHOD && row.objectionTag === rules.objection_tag
        ? (row.painClusterLabel ?? rules.pain_cluster_label)
        : rules.pain_cluster_label,
  };

  const stored = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(commentAnalysis)
      .values({
        workspaceId: db.workspaceId,
        commentId: correction.comment_id,
        sentiment: rules.sentiment,
        why1: rules.why1,
        why2: rules.why2,
        why3: rules.why3,
        why4: rules.why4,
        why5: rules.why5,
        rootCause: rules.root_cause,
        realScore: rules.real_score,
        analysedAt: now,
        ...correctionColumns,
      })
      .onConflictDoUpdate({
        target: commentAnalysis.commentId,
        set: correctionColumns,
        setWhere: inWorkspace(db.workspaceId, commentAnalysis),
      })
      .returning({ realScore: commentAnalysis.realScore });
    await recordAudit(tx, {
      userId,
      action: 'comments.correct',
      entity: 'comment',
      entityIds: [correction.comment_id],
      details: {
        from: {
          objection_tag: row.objectionTag,
          emotion: row.emotion,
          pain_cluster_label: row.painClusterLabel,
          method: row.method,
        },
        to: {
          objection_tag: labels.objectionTag,
          emotion: labels.emotion,
          pain_cluster_label: labels.painClusterLabel,
        },
      },
    });
    return saved;
  });
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));

  return {
    comment_id: correction.comment_id,
    objection_tag: labels.objectionTag,
    emotion: labels.emotion,
    pain_cluster_label: labels.painClusterLabel,
    real_score: stored?.realScore ?? null,
    method: MANUAL_METHOD,
    corrected_by: user?.email ?? null,
    corrected_at: now.toISOString(),
  };
}
