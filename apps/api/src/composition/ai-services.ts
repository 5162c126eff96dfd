import type { Database } from '../db/database';
import type { Analyser } from '../domain/analysis/analyser';
import type { IdeaWriter } from '../domain/content/idea-writer';
import type { PackWriter } from '../domain/content/pack-writer';
import type { IndustryClassifier } from '../domain/industries/industry-classifier';
import { createAiAnalyser } from '../infra/ai/ai-analyser';
import type { AiConfig } from '../infra/ai/ai-config';
import { createIdeaModelClient } from '../infra/ai/idea-model-client';
import { createIndustryModelClient } from '../infra/ai/industry-model-client';
import { createPackModelClient } from '../infra/ai/pack-model-client';
import { sharedMinuteBudget } from '../infra/ai/minute-budget';
import { type AppMetrics, withAiCallMetrics } from '../infra/metrics/app-metrics';

/** The model's adapters, or none of them without an AI model: the rules do their work. */
export interface AiServices {
  /** The configuration the adapters call with, its budget and metrics included. */
  ai: AiConfig | undefined;
  analyser: Analyser | undefined;
  industryClassifier: IndustryClassifier | undefined;
  ideaWriter: { write: IdeaWriter; model: string } | undefined;
  packWriter: { write: PackWriter; model: string } | undefined;
}

/**
 * Every adapter of the configured AI model, each counting its calls in `metrics` and, with
 * `AI_MAX_REQUESTS_PER_MINUTE` or `AI_TOKENS_PER_MINUTE`, sharing one budget per minute through
 * the database with every process.
 */
export function aiServices({
  ai: configured,
  maxRequestsPerMinute,
  tokensPerMinute,
  database,
  metrics,
}: {
  ai: AiConfig | undefined;
  maxRequestsPerMinute: number | undefined;
  tokensPerMinute: number | undefined;
  database: Database;
  metrics: AppMetrics | undefined;
}): AiServices {
  const budgeted = configured && {
    ...configured,
    minuteBudget: sharedMinuteBudget(database.db, {
      requestsPerMinute: maxRequestsPerMinute,
      tokensPerMinute,
    }),
  };
  const ai = withAiCallMetrics(budgeted, metrics);
  return {
    ai,
    analyser: ai && createAiAnalyser(ai),
    industryClassifier: ai && createIndustryModelClient(ai),
    ideaWriter: ai && { write: createIdeaModelClient(ai), model: ai.model },
    packWriter: ai && { write: createPackModelClient(ai), model: ai.model },
  };
}
