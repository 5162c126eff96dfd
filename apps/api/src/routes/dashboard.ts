import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { dashboardMetrics } from '../domain/insights/dashboard-metrics';
import { localDay } from '../domain/insights/local-day';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

export interface DashboardRoutesOptions {
  now: () => Date;
}

/** `GET dashboard-metrics`: the five counts of the home dashboard. */
export function dashboardRoutes({ now }: DashboardRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.dashboardMetrics, async (c) =>
    dashboardMetrics(c.get('db'), localDay(now())),
  );

  return routes;
}
