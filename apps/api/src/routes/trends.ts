import { type reportTrendsResponseSchema, industryQuerySchema } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { objectionTrends } from '../domain/insights/trends';
import type { AppEnv } from '../http/app-env';
import { readQuery } from '../http/read-input';

export interface TrendRoutesOptions {
  now: () => Date;
}

/** `GET report-trends?industry=`: objection tags per week over the last 12 weeks (Reporte). */
export function trendRoutes({ now }: TrendRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.get('/report-trends', async (c) => {
    const { industry } = readQuery(c, industryQuerySchema);
    const trends = await objectionTrends(c.get('db'), industry, now());
    return c.json(trends satisfies z.input<typeof reportTrendsResponseSchema>);
  });

  return routes;
}
