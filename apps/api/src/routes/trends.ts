import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { objectionTrends } from '../domain/insights/trends';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

export interface TrendRoutesOptions {
  now: () => Date;
}

/** `GET report-trends?industry=`: objection tags per week over the last 12 weeks (Reporte). */
export function trendRoutes({ now }: TrendRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.reportTrends, async (c, { query }) =>
    objectionTrends(c.get('db'), query.industry, now()),
  );

  return routes;
}
