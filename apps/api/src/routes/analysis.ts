import { endpoints } from '@replica/api-client/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { type Analyser, rulesAnalyser } from '../domain/analysis/analyser';
import { analyseBatch } from '../domain/analysis/analyse-batch';
import { analyseComment } from '../domain/analysis/analyse-comment';
import { recomputeRealScores } from '../domain/analysis/recompute-real-scores';
import type { TellRises } from '../domain/alerts/rising-alerts';
import type { IndustryClassifier } from '../domain/industries/industry-classifier';
import { reclassifyIndustries } from '../domain/industries/reclassify';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';
import type { RateLimits } from '../middleware/rate-limit';

export interface AnalysisRoutesOptions {
  now: () => Date;
  analyser: Analyser;
  /** Places the sources the keyword rules leave unclassified; none without an AI model. */
  industryClassifier?: IndustryClassifier | undefined;
  limits: RateLimits;
  /** Tells the workspace of the industry's sharp rises after comments are analysed. */
  tellRises: TellRises;
}

/** Analysis of comments, real-score recalculation and reclassification. */
export function analysisRoutes({
  now,
  analyser,
  industryClassifier,
  limits,
  tellRises,
}: AnalysisRoutesOptions) {
  const routes = new Hono<AppEnv>();
  // The rules cost nothing: only a model's analyses count against the rate limits.
  const limitAnalysis: MiddlewareHandler<AppEnv> =
    analyser === rulesAnalyser ? (_c, next) => next() : limits.limit('analysis');

  mount(
    routes,
    endpoints.analyzeComment,
    async (c, { body }) => {
      const result = await analyseComment(c.get('db'), {
        commentId: body.comment_id,
        forceReanalyze: body.forceReanalyze,
        force: body.force,
        now: now(),
        analyser,
      });
      // The spec's single error text for this call, whatever went wrong with the comment.
      if (!result) throw new ApiFailure(404, 'analyze_failed');
      return result;
    },
    { before: [limitAnalysis] },
  );

  mount(
    routes,
    endpoints.analyzeComments,
    async (c, { body }) => {
      const result = await analyseBatch(c.get('db'), { ...body, now: now(), analyser });
      if (result.processed > 0) await tellRises(c.get('db'), body.industry);
      return result;
    },
    { before: [limitAnalysis] },
  );

  mount(routes, endpoints.recalcReal, async (c, { body }) => ({
    updated: await recomputeRealScores(c.get('db'), body.industry),
  }));

  mount(routes, endpoints.reclassifyIndustries, async (c) =>
    reclassifyIndustries(c.get('db'), c.get('user').id, industryClassifier),
  );

  return routes;
}
