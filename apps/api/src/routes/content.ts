import {
  type generateIdeasResponseSchema,
  type generatePackResponseSchema,
  ALL_INDUSTRIES,
  generateIdeasRequestSchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { generateContentPack } from '../domain/content/content-pack';
import { hasInsights } from '../domain/content/content-insights';
import { generateIdeas } from '../domain/content/generate-ideas';
import { loadContentInsights } from '../domain/content/load-content-insights';
import { storeIdeas } from '../domain/content/store-ideas';
import type { AppEnv } from '../http/app-env';
import { apiMessages } from '../http/messages';
import { readJson } from '../http/read-json';

export interface ContentRoutesOptions {
  db: Db;
}

/**
 * `POST generate-ideas` (spec §2, Reporte and Generar): `kind: 'ideas'` stores ideas made from
 * the industry's top pain points and answers how many; `kind: 'pack'` answers a content pack,
 * which is not stored. Both answer 422 while the industry has no analysed comments.
 */
export function contentRoutes({ db }: ContentRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/generate-ideas', async (c) => {
    const { industry, kind } = await readJson(c, generateIdeasRequestSchema);
    // Ideas belong to one industry's Templates page; only the pack reads 'todas' together.
    if (kind === 'ideas' && industry === ALL_INDUSTRIES) {
      throw new HTTPException(400, { message: apiMessages.ideasNeedIndustry });
    }
    const insights = await loadContentInsights(db, industry);
    if (!hasInsights(insights)) {
      return c.json({ error: apiMessages.noAnalysedComments }, 422);
    }
    if (kind === 'pack') {
      return c.json({
        content: generateContentPack(insights),
      } satisfies z.input<typeof generatePackResponseSchema>);
    }
    const generated = await storeIdeas(db, industry, generateIdeas(insights), c.get('user').id);
    return c.json({ generated } satisfies z.input<typeof generateIdeasResponseSchema>);
  });

  return routes;
}
