import type { CommentAnalysis } from '@replica/api-client/schemas';
import { analyseWithRules } from '../rules-engine/rules-analyser';
import type { RulesAnalysisInput } from '../rules-engine/rules-analyser';

/** Tokens an AI provider billed. */
export interface TokenUsage {
  input: number;
  output: number;
  /** Prompt tokens read from the provider's cache (billed at a fraction). */
  cacheRead: number;
  /** Prompt tokens written to the provider's cache (Anthropic bills them at a premium). */
  cacheWrite: number;
}

/** One comment's analysis and how it was made. */
export interface AnalyserOutcome {
  analysis: CommentAnalysis;
  /** The AI model that made it; null when the rules did. */
  model: string | null;
  /** Why an AI model was tried and the rules answered instead; null when nothing failed. */
  fallbackReason: string | null;
  /** The industry's known pain the model said the comment voices: it joins that cluster. */
  chosenPain?: string | undefined;
  /** Its share of the tokens its request (and any correction) was billed. */
  tokens?: TokenUsage | undefined;
}

/** One comment to analyse, with what a model may use beyond it. */
export interface AnalyserInput extends RulesAnalysisInput {
  /** The pains the industry has now, most voiced first, for a model to name alike. */
  readonly knownPains?: readonly string[] | undefined;
  /** Aborted when the work is no longer wanted (a cancelled job): a model call stops paying. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Set by background work, which nobody watches comment by comment: when the model's provider
   * asks to wait (a long retry-after), the analyser rejects with ProviderAskedToWait instead of
   * answering with the rules, so the work can wait and ask again.
   */
  readonly waitsForProvider?: boolean | undefined;
}

/**
 * The model's provider asked for `waitMs` before the next call (a rate limit or an overload with
 * a long retry-after). `message` is the provider's reason, as a fallback reason would say it.
 */
export class ProviderAskedToWait extends Error {
  override name = 'ProviderAskedToWait';
  constructor(
    message: string,
    readonly waitMs: number,
  ) {
    super(message);
  }
}

/** Analyses one comment. The runs take it as a dependency so an AI model can be plugged in. */
export type Analyser = (input: AnalyserInput) => Promise<AnalyserOutcome>;

/** The default when no AI provider is configured. */
export const rulesAnalyser: Analyser = async (input) => ({
  analysis: analyseWithRules(input),
  model: null,
  fallbackReason: null,
});
