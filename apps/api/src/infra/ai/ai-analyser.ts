import { commentAnalysisSchema } from '@replica/api-client/schemas';
import {
  type Analyser,
  type AnalyserInput,
  type AnalyserOutcome,
  ProviderAskedToWait,
  type TokenUsage,
} from '../../domain/analysis/analyser';
import {
  NEUTRAL_CLUSTER_SHARE,
  negativityIntensity,
  realScore,
} from '../../domain/rules-engine/real-score';
import { analyseWithRules } from '../../domain/rules-engine/rules-analyser';
import { readDetails, specificityScore } from '../../domain/rules-engine/specificity';
import { tokenise } from '../../domain/rules-engine/tokenise';
import { AiCallAborted, AiError, fallbackReasonOf } from './ai-error';
import type { AiConfig } from './ai-config';
import { type CommentAnswer, analysesSchema, readAnalyses } from './analyses-answer';
import { type ChatClient, type ChatOptions, createChatClient } from './chat-client';
import { createMicroBatcher } from './micro-batcher';
import { modelJsonSchema } from './model-json-schema';
import { TOKEN_KINDS } from './provider-answer';
import { SYSTEM_PROMPT, batchPrompt } from './prompt';

// Comments per request: the long instructions are paid once for all of them, and an answer of
// 25 analyses (some 6,000 tokens) still comes back within a couple of minutes.
const BATCH_SIZE = 25;
// AI_TIMEOUT_MS is per this many comments of a request: the answer grows with them.
const COMMENTS_PER_TIMEOUT = 8;
const TOKENS_PER_ANALYSIS = 600;

/** The model's answer as a stored analysis, scored by the project's formula. */
function modelOutcome(model: string, input: AnalyserInput, answer: CommentAnswer): AnalyserOutcome {
  if ('problem' in answer) return rulesOutcome(input, answer.problem);
  const tokens = tokenise(input.text);
  const analysis = commentAnalysisSchema.parse({
    ...answer.analysis,
    pain_cluster_label: answer.knownPain ?? answer.analysis.pain_cluster_label,
    // The score is the project's formula, never the model's opinion, so it ranks AI and rules
    // analyses on the same scale (recomputeRealScores redoes it the same way).
    real_score: realScore({
      negativity: negativityIntensity(answer.analysis.sentiment, answer.analysis.emotion),
      specificity: specificityScore(readDetails(input.text, tokens), tokens),
      clusterFrequency: NEUTRAL_CLUSTER_SHARE,
      engagement: input.engagement,
    }),
    method: model,
  });
  return { analysis, model, fallbackReason: null, chosenPain: answer.knownPain };
}

const rulesOutcome = (input: AnalyserInput, reason: string): AnalyserOutcome => ({
  analysis: analyseWithRules(input),
  model: null,
  fallbackReason: reason,
});

/**
 * Asks the model about comments of one industry in one request, then once more about those
 * whose answer was missing or outside the schema, saying what was wrong.
 */
async function askAnalyses(
  chat: ChatClient,
  timeoutMs: number,
  inputs: AnalyserInput[],
  billed: TokenUsage,
): Promise<CommentAnswer[]> {
  const [{ industry, knownPains = [], signal } = { industry: '' }] = inputs;
  const jsonSchema = {
    name: 'analisis_de_comentarios',
    schema: modelJsonSchema(analysesSchema(knownPains)),
  };
  const optionsFor = (count: number): ChatOptions => ({
    jsonSchema,
    signal,
    maxTokens: count * TOKENS_PER_ANALYSIS,
    timeoutMs: timeoutMs * Math.ceil(count / COMMENTS_PER_TIMEOUT),
    onUsage: (usage) => {
      for (const kind of TOKEN_KINDS) billed[kind] += usage[kind];
    },
  });
  const ask = async (indexes: readonly number[], problems?: readonly string[]) => {
    const comments = indexes.map((index) => ({ ...inputs[index]!, id: `c${index + 1}` }));
    const text = await chat(
      SYSTEM_PROMPT,
      batchPrompt(industry, knownPains, comments, problems),
      optionsFor(comments.length),
    );
    return readAnalyses(
      text,
      comments.map((comment) => comment.id),
      knownPains,
    );
  };

  const everyone = inputs.map((_, index) => index);
  const answers = await ask(everyone);
  const failed = everyone.filter((index) => 'problem' in answers[index]!);
  if (failed.length === 0) return answers;
  const problems = failed.map((index) => {
    const answer = answers[index]!;
    return `c${index + 1}: ${'problem' in answer ? answer.problem : ''}`;
  });
  const repaired = await ask(failed, problems).catch((error: unknown) => {
    if (error instanceof AiCallAborted) throw error;
    return undefined;
  });
  failed.forEach((index, position) => {
    const again = repaired?.[position];
    const first = answers[index] as { problem: string };
    answers[index] =
      again === undefined
        ? first
        : 'problem' in again
          ? { problem: `${again.problem} (también tras pedir corrección)` }
          : again;
  });
  return answers;
}

/** `billed` split between `count` comments in whole tokens, the remainders to the first ones. */
function sharesOf(billed: TokenUsage, count: number): TokenUsage[] {
  return Array.from({ length: count }, (_, index) => {
    const share = (total: number) => Math.floor(total / count) + (index < total % count ? 1 : 0);
    return {
      input: share(billed.input),
      output: share(billed.output),
      cacheRead: share(billed.cacheRead),
      cacheWrite: share(billed.cacheWrite),
    };
  });
}

// Calls sharing a key may share a request: same industry, same known pains (so never another
// workspace's), same stop signal, same answer to a provider's wait.
const signalIds = new WeakMap<AbortSignal, number>();
let lastSignalId = 0;
function batchKey({ industry, knownPains = [], signal, waitsForProvider }: AnalyserInput): string {
  let signalId = 0;
  if (signal) {
    signalId = signalIds.get(signal) ?? (lastSignalId += 1);
    signalIds.set(signal, signalId);
  }
  return JSON.stringify([signalId, industry, knownPains, waitsForProvider === true]);
}

/**
 * An analyser that asks the configured AI model, 25 comments of an industry to a request (calls
 * made together are batched), with the industry's known pains to choose from. A comment whose
 * answer fails (network, timeout, HTTP error after retries, a bad item after one correction) is
 * analysed by the rules, with the reason recorded. A call whose signal aborts rejects with
 * AiCallAborted and is not analysed at all; one that `waitsForProvider` rejects with
 * ProviderAskedToWait when the provider asks to wait (a long retry-after, or the circuit breaker
 * still open for one).
 *
 * @example const analyser = createAiAnalyser({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: undefined, timeoutMs: 30_000 });
 */
export function createAiAnalyser(config: AiConfig): Analyser {
  const chat = createChatClient(config);
  return createMicroBatcher<AnalyserInput, AnalyserOutcome>({
    size: BATCH_SIZE,
    keyOf: batchKey,
    run: async (inputs) => {
      const billed: TokenUsage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
      let outcomes: AnalyserOutcome[];
      try {
        const answers = await askAnalyses(chat, config.timeoutMs, inputs, billed);
        outcomes = inputs.map((input, index) => modelOutcome(config.model, input, answers[index]!));
      } catch (error) {
        if (error instanceof AiCallAborted) throw error;
        if (error instanceof AiError && error.waitAsked && inputs[0]?.waitsForProvider) {
          throw new ProviderAskedToWait(error.message, error.blocksMs);
        }
        outcomes = inputs.map((input) => rulesOutcome(input, fallbackReasonOf(error)));
      }
      const shares = sharesOf(billed, outcomes.length);
      return outcomes.map((outcome, index) => ({ ...outcome, tokens: shares[index] }));
    },
  });
}
