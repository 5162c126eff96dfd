import {
  type industriesListSchema,
  type industriesSummarySchema,
  type industrySummarySchema,
  industryParamSchema,
  industryPatchSchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { industryNames } from '../domain/industries/industry-names';
import { industrySummaries } from '../domain/industries/industry-summaries';
import { updateIndustry } from '../domain/industries/update-industry';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { ApiFailure } from '../http/api-errors';
import { readParams } from '../http/read-input';
import { readJson } from '../http/read-json';

/**
 * The industries of the dashboard cards and the selectors (spec §7, dashboard and industries):
 * `GET industries-summary`, `GET industries` and `PATCH industries/{name}` (name URL-encoded).
 */
export function industryRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/industries-summary', async (c) =>
    c.json(
      (await industrySummaries(c.get('db'))) satisfies z.input<typeof industriesSummarySchema>,
    ),
  );

  routes.get('/industries', async (c) =>
    c.json({ items: await industryNames(c.get('db')) } satisfies z.input<
      typeof industriesListSchema
    >),
  );

  routes.patch('/industries/:name', allow('editIndustries'), async (c) => {
    const { name } = readParams(c, industryParamSchema);
    const patch = await readJson(c, industryPatchSchema);
    if (Object.keys(patch).length === 0) {
      throw new ApiFailure(400, 'no_changes');
    }
    const updated = await updateIndustry(c.get('db'), name, patch, c.get('user').id);
    if (!updated) throw new ApiFailure(404, 'industry_not_found');
    return c.json(updated satisfies z.input<typeof industrySummarySchema>);
  });

  return routes;
}
