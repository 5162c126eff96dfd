import type { dashboardMetricsSchema } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { dashboardMetrics } from '../domain/insights/dashboard-metrics';
import { localDay } from '../domain/insights/local-day';
import type { AppEnv } from '../http/app-env';

export interface DashboardRoutesOptions {
  now: () => Date;
}

/** `GET dashboard-metrics`: the five counts of the home dashboard (spec §7, DESIGN.md §2). */
export function dashboardRoutes({ now }: DashboardRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.get('/dashboard-metrics', async (c) => {
    const metrics = await dashboardMetrics(c.get('db'), localDay(now()));
    return c.json(metrics satisfies z.input<typeof dashboardMetricsSchema>);
  });

  return routes;
}
