import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { objectionLanguage } from '../domain/wording/objection-language';
import { objectionsOverview } from '../domain/wording/objections-overview';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

/**
 * Inicio's Objeciones and Lenguaje tabs: `GET objections-overview` (tags per industry) and
 * `GET objection-language?industry=` (the words and phrases of its recent objections).
 */
export function wordingRoutes() {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.objectionsOverview, async (c) => objectionsOverview(c.get('db')));

  mount(routes, endpoints.objectionLanguage, async (c, { query }) =>
    objectionLanguage(c.get('db'), query.industry),
  );

  return routes;
}
