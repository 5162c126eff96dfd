import {
  type analyzeCommentResponseSchema,
  type analyzeCommentsResponseSchema,
  type recalcRealResponseSchema,
  type reclassifyResponseSchema,
  analyzeCommentRequestSchema,
  analyzeCommentsRequestSchema,
  recalcRealRequestSchema,
  reclassifyRequestSchema,
} from '@replica/api-client/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { type Analyser, rulesAnalyser } from '../domain/analysis-runs/analyser';
import { analyzeBatch } from '../domain/analysis-runs/analyze-batch';
import { analyzeComment } from '../domain/analysis-runs/analyze-comment';
import { recalcReal } from '../domain/analysis-runs/recalc-real';
import type { IndustryClassifier } from '../domain/industries/ai-industry-classifier';
import { reclassifyIndustries } from '../domain/industries/reclassify';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { ApiFailure } from '../http/api-errors';
import { readJson } from '../http/read-json';
import type { RateLimits } from '../middleware/rate-limit';

export interface AnalysisRoutesOptions {
  now: () => Date;
  analyser: Analyser;
  /** Places the sources the keyword rules leave unclassified; none without an AI model. */
  industryClassifier?: IndustryClassifier | undefined;
  limits: RateLimits;
}

/** Analysis of comments, real-score recalculation and reclassification (spec §7, §9). */
export function analysisRoutes({
  now,
  analyser,
  industryClassifier,
  limits,
}: AnalysisRoutesOptions) {
  const routes = new Hono<AppEnv>();
  // The rules cost nothing: only a model's analyses count against the rate limits.
  const limitAnalysis: MiddlewareHandler<AppEnv> =
    analyser === rulesAnalyser ? (_c, next) => next() : limits.limit('analysis');

  routes.post('/analyze-comment', allow('analyse'), limitAnalysis, async (c) => {
    const request = await readJson(c, analyzeCommentRequestSchema);
    const result = await analyzeComment(c.get('db'), {
      commentId: request.comment_id,
      forceReanalyze: request.forceReanalyze,
      force: request.force,
      now: now(),
      analyser,
    });
    // The spec's single error text for this call, whatever went wrong with the comment.
    if (!result) throw new ApiFailure(404, 'analyze_failed');
    return c.json(result satisfies z.input<typeof analyzeCommentResponseSchema>);
  });

  routes.post('/analyze-comments', allow('analyse'), limitAnalysis, async (c) => {
    const request = await readJson(c, analyzeCommentsRequestSchema);
    const result = await analyzeBatch(c.get('db'), { ...request, now: now(), analyser });
    return c.json(result satisfies z.input<typeof analyzeCommentsResponseSchema>);
  });

  routes.post('/recalc-real', allow('analyse'), async (c) => {
    const { industry } = await readJson(c, recalcRealRequestSchema);
    const updated = await recalcReal(c.get('db'), industry);
    return c.json({ updated } satisfies z.input<typeof recalcRealResponseSchema>);
  });

  routes.post('/reclassify-industries', allow('editIndustries'), async (c) => {
    await readJson(c, reclassifyRequestSchema);
    const result = await reclassifyIndustries(c.get('db'), c.get('user').id, industryClassifier);
    return c.json(result satisfies z.input<typeof reclassifyResponseSchema>);
  });

  return routes;
}
