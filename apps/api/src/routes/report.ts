import { type reportResponseSchema, industryQuerySchema } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { industryReport } from '../domain/insights/industry-report';
import type { AppEnv } from '../http/app-env';
import { readQuery } from '../http/read-input';

/** `GET report?industry=`: the Reporte page's data (spec §2, Reporte); sin_clasificar by default. */
export function reportRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/report', async (c) => {
    const { industry } = readQuery(c, industryQuerySchema);
    const report = await industryReport(c.get('db'), industry);
    return c.json(report satisfies z.input<typeof reportResponseSchema>);
  });

  return routes;
}
