import { type AnalyzeCommentResult, MANUAL_METHOD } from '@replica/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { liveComments } from '../comment-query';
import { analyseAndStore } from './analyse-and-store';
import { analyseRows } from './analyse-rows';
import type { Analyser } from './analyser';
import { storeAnalyses } from './store-analyses';

export interface AnalyseCommentOptions {
  commentId: number;
  /** false: a comment that already has a complete analysis gets it back unchanged. */
  forceReanalyze: boolean;
  /** true: also replace labels a person corrected by hand, which are kept otherwise. */
  force: boolean;
  now: Date;
  analyser: Analyser;
}

/**
 * Analyses one live comment with `analyser` (an AI model or the rules) and stores the result; null when the comment
 * is unknown or deleted (or its source is). The single-comment call is an explicit request, so
 * unlike the batch it analyses a comment whatever its length.
 */
export async function analyseComment(
  db: WorkspaceDb,
  { commentId, forceReanalyze, force, now, analyser }: AnalyseCommentOptions,
): Promise<AnalyzeCommentResult | null> {
  const [row] = await liveComments(
    db,
    {
      text: comments.text,
      industry: sources.industry,
      platform: comments.platform,
      likes: comments.likes,
      replies: comments.replies,
      method: commentAnalysis.method,
      objectionTag: commentAnalysis.objectionTag,
      painClusterLabel: commentAnalysis.painClusterLabel,
      realScore: commentAnalysis.realScore,
    },
    { where: eq(comments.commentId, commentId) },
  );
  if (!row) return null;

  // A hand correction is answered as it is: re-analysing would only be thrown away.
  const keep = row.method === MANUAL_METHOD ? !force : !forceReanalyze;
  // An analysis missing its cluster or score (older or partial rows) cannot answer: redo it.
  if (
    keep &&
    row.method !== null &&
    row.objectionTag !== null &&
    row.painClusterLabel !== null &&
    row.realScore !== null
  ) {
    return {
      method: row.method,
      objection_tag: row.objectionTag,
      pain_cluster_label: row.painClusterLabel,
      real_score: row.realScore,
    };
  }

  const [passed] = await analyseAndStore(db, {
    industry: row.industry,
    rows: [{ commentId, ...row }],
    analyse: (rows, knownPains) => analyseRows(analyser, row.industry, rows, { knownPains }),
    store: (tx, analysed) => storeAnalyses(tx, analysed, now, { replaceManual: force }),
  });
  const [outcome] = passed?.analysed ?? [];
  if (outcome === undefined) throw new Error('analyseAndStore returned no analysis');
  const { analysis } = outcome;
  return {
    method: analysis.method,
    objection_tag: analysis.objection_tag,
    pain_cluster_label: analysis.pain_cluster_label,
    real_score: analysis.real_score,
  };
}
