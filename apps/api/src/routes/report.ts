import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { cachedReports } from '../domain/insights/report-cache';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

/**
 * `GET report?industry=&order=`: the Reporte page's data; sin_clasificar by
 * default, its pain points by average real score unless `order=frequency`.
 */
export function reportRoutes() {
  const routes = new Hono<AppEnv>();
  const report = cachedReports();

  mount(routes, endpoints.report, async (c, { query }) =>
    report(c.get('db'), query.industry, query.order ?? 'score'),
  );

  return routes;
}
