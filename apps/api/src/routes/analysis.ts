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
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { Analyser } from '../domain/analysis-runs/analyser';
import { analyzeBatch } from '../domain/analysis-runs/analyze-batch';
import { analyzeComment } from '../domain/analysis-runs/analyze-comment';
import { recalcReal } from '../domain/analysis-runs/recalc-real';
import type { IndustryClassifier } from '../domain/industries/ai-industry-classifier';
import { reclassifyIndustries } from '../domain/industries/reclassify';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { apiMessages } from '../http/messages';
import { readJson } from '../http/read-json';

export interface AnalysisRoutesOptions {
  now: () => Date;
  analyser: Analyser;
  /** Places the sources the keyword rules leave unclassified; none without an AI model. */
  industryClassifier?: IndustryClassifier | undefined;
}

/** Analysis of comments, real-score recalculation and reclassification (spec §7, §9). */
export function analysisRoutes({ now, analyser, industryClassifier }: AnalysisRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/analyze-comment', allow('analyse'), async (c) => {
    const request = await readJson(c, analyzeCommentRequestSchema);
    const result = await analyzeComment(c.get('db'), {
      commentId: request.comment_id,
      forceReanalyze: request.forceReanalyze,
      force: request.force,
      now: now(),
      analyser,
    });
    // The spec's single error text for this call, whatever went wrong with the comment.
    if (!result) throw new HTTPException(404, { message: apiMessages.analyzeFailed });
    return c.json(result satisfies z.input<typeof analyzeCommentResponseSchema>);
  });

  routes.post('/analyze-comments', allow('analyse'), async (c) => {
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
