import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { industryNames } from '../domain/industries/industry-names';
import { industrySummaries } from '../domain/industries/industry-summaries';
import { updateIndustry } from '../domain/industries/update-industry';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

/**
 * The industries of the dashboard cards and the selectors:
 * `GET industries-summary`, `GET industries` and `PATCH industries/{name}` (name URL-encoded).
 */
export function industryRoutes() {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.industriesSummary, async (c) => industrySummaries(c.get('db')));

  mount(routes, endpoints.industries, async (c) => ({ items: await industryNames(c.get('db')) }));

  mount(routes, endpoints.updateIndustry, async (c, { params, body }) => {
    if (Object.keys(body).length === 0) {
      throw new ApiFailure(400, 'no_changes');
    }
    const updated = await updateIndustry(c.get('db'), params.name, body, c.get('user').id);
    if (!updated) throw new ApiFailure(404, 'industry_not_found');
    return updated;
  });

  return routes;
}
