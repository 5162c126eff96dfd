import {
  type objectionLanguageResponseSchema,
  type objectionsOverviewResponseSchema,
  industryQuerySchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { objectionLanguage } from '../domain/language/objection-language';
import { objectionsOverview } from '../domain/language/objections-overview';
import type { AppEnv } from '../http/app-env';
import { readQuery } from '../http/read-input';

/**
 * Inicio's Objeciones and Lenguaje tabs: `GET objections-overview` (tags per industry) and
 * `GET objection-language?industry=` (the words and phrases of its recent objections).
 */
export function languageRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/objections-overview', async (c) => {
    const overview = await objectionsOverview(c.get('db'));
    return c.json(overview satisfies z.input<typeof objectionsOverviewResponseSchema>);
  });

  routes.get('/objection-language', async (c) => {
    const { industry } = readQuery(c, industryQuerySchema);
    const language = await objectionLanguage(c.get('db'), industry);
    return c.json(language satisfies z.input<typeof objectionLanguageResponseSchema>);
  });

  return routes;
}
