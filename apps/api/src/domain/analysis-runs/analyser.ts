import type { CommentAnalysis } from '@replica/api-client/schemas';
import { analyseWithRules } from '../rules-engine/rules-analyser';
import type { RulesAnalysisInput } from '../rules-engine/rules-analyser';

/** One comment's analysis and how it was made. */
export interface AnalyserOutcome {
  analysis: CommentAnalysis;
  /** The AI model that made it; null when the rules did. */
  model: string | null;
  /** Why an AI model was tried and the rules answered instead; null when nothing failed. */
  fallbackReason: string | null;
}

/** Analyses one comment. The runs take it as a dependency so an AI model can be plugged in. */
export type Analyser = (input: RulesAnalysisInput) => Promise<AnalyserOutcome>;

/** The default when no AI provider is configured. */
export const rulesAnalyser: Analyser = async (input) => ({
  analysis: analyseWithRules(input),
  model: null,
  fallbackReason: null,
});
