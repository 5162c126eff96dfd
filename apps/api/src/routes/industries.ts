import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { DEFAULT_INDUSTRY } from '@replica/api-client/schemas';
import { createIndustry } from '../domain/industries/create-industry';
import { industryNames } from '../domain/industries/industry-names';
import { industrySummaries } from '../domain/industries/industry-summaries';
import { updateIndustry } from '../domain/industries/update-industry';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

/**
 * The industries of the dashboard cards and the selectors: `GET industries-summary`,
 * `GET industries`, `POST industries` and `PATCH industries/{name}` (name URL-encoded).
 */
export function industryRoutes() {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.industriesSummary, async (c) => industrySummaries(c.get('db')));

  mount(routes, endpoints.industries, async (c) => ({ items: await industryNames(c.get('db')) }));

  mount(routes, endpoints.createIndustry, async (c, { body }) => {
    const created = await createIndustry(c.get('db'), body.name, c.get('user').id);
    if (!created) throw new ApiFailure(409, 'industry_exists');
    return created;
  });

  mount(routes, endpoints.updateIndustry, async (c, { params, body }) => {
    if (Object.keys(body).length === 0) {
      throw new ApiFailure(400, 'no_changes');
    }
    // Comments nobody classified yet land there by name: it must keep it.
    if (params.name === DEFAULT_INDUSTRY && body.name !== undefined && body.name !== params.name) {
      throw new ApiFailure(400, 'industry_unclassified_fixed');
    }
    const updated = await updateIndustry(c.get('db'), params.name, body, c.get('user').id);
    if (typeof updated === 'string') {
      throw new ApiFailure(updated === 'industry_exists' ? 409 : 404, updated);
    }
    return updated;
  });

  return routes;
}
