import { MANUAL_METHOD } from '@replica/api-client/schemas';
import { and, desc, inArray, ne, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments } from '../../db/schema';
import { analysedComments } from '../comment-query';
import type { ClusterCandidate } from '../rules-engine/cluster-pains';
import { candidateOf } from '../rules-engine/pain-candidate';
import { rulesFiveWhys } from '../rules-engine/rules-analyser';
import { RULES_METHOD, isObjectionTag } from '../rules-engine/taxonomy';
import { readingAs, writeRelabelled } from './relabel-analyses';

// The comments awaiting a partner each analysis clusters again: the most recently analysed,
// enough for a pain to find its second voice within a season of comments, few enough that a
// single comment's analysis stays quick.
const AWAITING_OFFERED = 200;

/** A stored comment its analysis left in the usual pain, clustered again with new comments. */
export interface AwaitingComment {
  readonly commentId: number;
  readonly text: string;
  readonly method: string;
  readonly label: string | null;
  readonly candidate: ClusterCandidate;
}

/**
 * The industry's comments that await a partner (`awaits_partner`) under the objections of
 * `analysed` (only a comment of its own objection can be its partner), most recently analysed
 * first, leaving out `analysed` themselves (analysed again now) and hand corrections.
 */
export async function commentsAwaitingPartner(
  tx: WorkspaceDb,
  industry: string,
  analysed: ReadonlyArray<{ readonly commentId: number; readonly tag: string }>,
): Promise<AwaitingComment[]> {
  const tags = [...new Set(analysed.map(({ tag }) => tag))].filter(
    (tag) => isObjectionTag(tag) && tag !== 'otro',
  );
  if (tags.length === 0) return [];
  const except = analysed.map(({ commentId }) => commentId);
  const rows = await analysedComments(
    tx,
    {
      commentId: comments.commentId,
      text: comments.text,
      objectionTag: commentAnalysis.objectionTag,
      label: commentAnalysis.painClusterLabel,
      method: commentAnalysis.method,
    },
    {
      industry,
      where: and(
        sql`${commentAnalysis.awaitsPartner}`,
        inArray(commentAnalysis.objectionTag, tags),
        ne(commentAnalysis.method, MANUAL_METHOD),
        sql`${comments.commentId} <> all(${sql.param(except)}::bigint[])`,
      ),
    },
  )
    .orderBy(desc(commentAnalysis.analysedAt), desc(comments.commentId))
    .limit(AWAITING_OFFERED);
  return rows.map((row) => ({
    ...row,
    // Read by what it says alone: its label is the usual pain, which says nothing of it (a
    // model's own words for it were given up when it joined there). Left there, a rules
    // analysis may yet join a pain of the objection it nearly was.
    candidate: candidateOf(
      row.text,
      industry,
      { objection_tag: row.objectionTag, pain_cluster_label: '', method: row.method },
      { mayRetag: true },
    ),
  }));
}

/** Where clustering put a comment that awaited a partner: its label, mark and objection. */
export interface Placement {
  readonly label: string;
  readonly awaitsPartner: boolean;
  /** Its own objection, or the one it nearly was when it joined a pain of that one. */
  readonly tag: string;
}

/**
 * Stores where the comments awaiting a partner went: those that found one leave the usual pain
 * for their cluster (the rules' five whys rewritten for it, as 'Recalcular' would), read as the
 * objection it nearly was when that is where the cluster is.
 */
export async function storeFoundPartners(
  tx: WorkspaceDb,
  industry: string,
  awaiting: readonly AwaitingComment[],
  placed: readonly Placement[],
): Promise<void> {
  const found = awaiting.flatMap((row, index) => {
    const { label, awaitsPartner, tag } = placed[index]!;
    if (awaitsPartner && label === row.label) return [];
    const reading =
      tag !== row.candidate.tag && isObjectionTag(tag)
        ? readingAs(row.text, industry, tag)
        : undefined;
    const whys =
      row.method === RULES_METHOD && isObjectionTag(tag) && label !== row.label
        ? rulesFiveWhys(row.text, industry, tag, label)
        : undefined;
    return [{ commentId: row.commentId, label, awaitsPartner, whys, reading }];
  });
  await writeRelabelled(tx, found);
}
