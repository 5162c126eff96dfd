import { commentAnalysisSchema } from '@replica/api-client/schemas';
import type { CommentAnalysis } from '@replica/api-client/schemas';
import type { Analyser } from '../../domain/analysis-runs/analyser';
import {
  NEUTRAL_CLUSTER_SHARE,
  negativityIntensity,
  realScore,
} from '../../domain/rules-engine/real-score';
import { analyseWithRules } from '../../domain/rules-engine/rules-analyser';
import type { RulesAnalysisInput } from '../../domain/rules-engine/rules-analyser';
import { readDetails, specificityScore } from '../../domain/rules-engine/specificity';
import { tokenise } from '../../domain/rules-engine/tokenise';
import { fallbackReasonOf } from './ai-error';
import type { AiConfig } from './ai-config';
import { createChatClient } from './chat-client';
import type { ChatClient } from './chat-client';
import { askJson } from './ask-json';
import { modelAnswerSchema } from './parse-answer';
import { SYSTEM_PROMPT, userPrompt } from './prompt';

async function analyseWithModel(
  chat: ChatClient,
  model: string,
  input: RulesAnalysisInput,
): Promise<CommentAnalysis> {
  const answer = await askJson(chat, {
    system: SYSTEM_PROMPT,
    user: userPrompt(input),
    schema: modelAnswerSchema,
    name: 'analisis_de_comentario',
  });
  const tokens = tokenise(input.text);
  return commentAnalysisSchema.parse({
    ...answer,
    // The score is the project's formula, never the model's opinion, so it ranks AI and rules
    // analyses on the same scale (recalc-real recomputes it the same way).
    real_score: realScore({
      negativity: negativityIntensity(answer.sentiment, answer.emotion),
      specificity: specificityScore(readDetails(input.text, tokens), tokens),
      clusterFrequency: NEUTRAL_CLUSTER_SHARE,
      engagement: input.engagement,
    }),
    method: model,
  });
}

/**
 * An analyser that asks the configured AI model and, on any failure (network, timeout, HTTP
 * error after retries, bad JSON, answer outside the taxonomy), analyses that comment with the
 * rules and records why.
 *
 * @example const analyser = createAiAnalyser({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: undefined, timeoutMs: 30_000 });
 */
export function createAiAnalyser(config: AiConfig): Analyser {
  const chat = createChatClient(config);
  return async (input) => {
    try {
      const analysis = await analyseWithModel(chat, config.model, input);
      return { analysis, model: config.model, fallbackReason: null };
    } catch (error) {
      return {
        analysis: analyseWithRules(input),
        model: null,
        fallbackReason: fallbackReasonOf(error),
      };
    }
  };
}
