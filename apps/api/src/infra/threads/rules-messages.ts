import type { CommentToAnalyse } from '../../domain/analysis/analyse-rows';
import type { AnalysedComment } from '../../domain/analysis/store-analyses';

/** A batch of one industry's comments sent to a rules thread. */
export interface RulesRequest {
  id: number;
  industry: string;
  rows: readonly CommentToAnalyse[];
}

/** A rules thread's answer to a batch: its analyses, or why it failed. */
export type RulesResponse =
  { id: number; analysed: AnalysedComment[] } | { id: number; error: string };
