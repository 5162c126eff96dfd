import { comments } from '../../db/schema';
import type { Analyser } from './analyser';
import type { AnalysedComment } from './store-analyses';

/** A stored comment as the analyser needs it, engagement included when known. */
export interface CommentToAnalyse {
  commentId: number;
  text: string;
  platform: string | null;
  likes: number | null;
  replies: number | null;
}

/** The columns a query selects to make a {@link CommentToAnalyse}. */
export const commentToAnalyseColumns = {
  commentId: comments.commentId,
  text: comments.text,
  platform: comments.platform,
  likes: comments.likes,
  replies: comments.replies,
};

/**
 * What a model may use beyond the comment: the industry's pains now, when to stop, and whether
 * to be told of a provider's wait rather than get the rules' analysis (`AnalyserInput`).
 */
export interface AnalysisContext {
  knownPains?: readonly string[];
  signal?: AbortSignal;
  waitsForProvider?: boolean;
}

/** One comment of `industry` analysed by `analyser`, with its id. */
export async function analyseRow(
  analyser: Analyser,
  industry: string,
  row: CommentToAnalyse,
  { knownPains, signal, waitsForProvider }: AnalysisContext = {},
): Promise<AnalysedComment> {
  return {
    commentId: row.commentId,
    ...(await analyser({
      text: row.text,
      industry,
      platform: row.platform,
      engagement: { likes: row.likes, replies: row.replies },
      knownPains,
      signal,
      waitsForProvider,
    })),
  };
}

/**
 * Analyses comments of one industry all at once: an AI analyser batches them into requests
 * within the process's AI budget and falls back to the rules per comment; the rules one is
 * synchronous.
 */
export function analyseRows(
  analyser: Analyser,
  industry: string,
  rows: readonly CommentToAnalyse[],
  context: AnalysisContext = {},
): Promise<AnalysedComment[]> {
  return Promise.all(rows.map((row) => analyseRow(analyser, industry, row, context)));
}
