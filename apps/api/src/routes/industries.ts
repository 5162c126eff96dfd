import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { DEFAULT_INDUSTRY } from '@replica/api-client/schemas';
import { createIndustry } from '../domain/industries/create-industry';
import { deleteIndustry } from '../domain/industries/delete-industry';
import type { IndustryRemovalRefusal } from '../domain/industries/industry-guards';
import { industryNames } from '../domain/industries/industry-names';
import { industrySummaries } from '../domain/industries/industry-summaries';
import { mergeIndustry } from '../domain/industries/merge-industry';
import { updateIndustry } from '../domain/industries/update-industry';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

/**
 * The industries of the dashboard cards and the selectors: `GET industries-summary`,
 * `GET industries`, `POST industries`, `PATCH industries/{name}` (edit, rename or merge) and
 * `DELETE industries/{name}` (name URL-encoded).
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
    const { mergeInto, ...edits } = body;
    // Comments nobody classified yet land there by name: it must keep it, and go on existing.
    if (
      params.name === DEFAULT_INDUSTRY &&
      (mergeInto !== undefined || renames(params.name, edits.name))
    ) {
      throw new ApiFailure(400, 'industry_unclassified_fixed');
    }
    if (mergeInto !== undefined) {
      if (mergeInto === params.name) throw new ApiFailure(400, 'industry_merge_self');
      return refuseUnless(
        await mergeIndustry(c.get('db'), params.name, mergeInto, c.get('user').id),
      );
    }
    const updated = await updateIndustry(c.get('db'), params.name, edits, c.get('user').id);
    if (typeof updated === 'string') {
      throw new ApiFailure(updated === 'industry_exists' ? 409 : 404, updated);
    }
    return updated;
  });

  mount(routes, endpoints.deleteIndustry, async (c, { params }) => {
    if (params.name === DEFAULT_INDUSTRY) throw new ApiFailure(400, 'industry_unclassified_fixed');
    return refuseUnless(await deleteIndustry(c.get('db'), params.name, c.get('user').id));
  });

  return routes;
}

const renames = (name: string, newName: string | undefined) =>
  newName !== undefined && newName !== name;

/** The answer of a merge or a delete, or its refusal as the API's failure. */
function refuseUnless<T extends object>(outcome: T | IndustryRemovalRefusal): T {
  if (typeof outcome === 'string') {
    throw new ApiFailure(outcome === 'industry_busy' ? 409 : 404, outcome);
  }
  return outcome;
}
