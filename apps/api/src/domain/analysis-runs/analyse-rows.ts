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

/**
 * Analyses comments of one industry all at once: an AI analyser limits its own concurrent calls
 * and falls back to the rules per comment, the rules one is synchronous.
 */
export function analyseRows(
  analyser: Analyser,
  industry: string,
  rows: readonly CommentToAnalyse[],
): Promise<AnalysedComment[]> {
  return Promise.all(
    rows.map(async (row) => ({
      commentId: row.commentId,
      ...(await analyser({
        text: row.text,
        industry,
        platform: row.platform,
        engagement: { likes: row.likes, replies: row.replies },
      })),
    })),
  );
}
