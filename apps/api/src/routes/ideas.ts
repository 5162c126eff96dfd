import {
  type deleteResponseSchema,
  type templatesResponseSchema,
  ideaIdParamSchema,
  industryQuerySchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { deleteIdea } from '../domain/ideas/delete-idea';
import { liveIdeas } from '../domain/ideas/live-ideas';
import type { AppEnv } from '../http/app-env';
import { apiMessages } from '../http/messages';
import { readParams, readQuery } from '../http/read-input';

export interface IdeaRoutesOptions {
  db: Db;
  now: () => Date;
}

/**
 * The Templates page (spec §7): `GET templates?industry=` lists an industry's ideas and
 * `DELETE delete-idea/{id}` soft-deletes one, answering 404 when there is no live idea of that id.
 */
export function ideaRoutes({ db, now }: IdeaRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.get('/templates', async (c) => {
    const { industry } = readQuery(c, industryQuerySchema);
    return c.json({
      items: await liveIdeas(db, industry),
    } satisfies z.input<typeof templatesResponseSchema>);
  });

  routes.delete('/delete-idea/:id', async (c) => {
    const { id } = readParams(c, ideaIdParamSchema);
    if (!(await deleteIdea(db, id, c.get('user').id, now()))) {
      throw new HTTPException(404, { message: apiMessages.ideaNotFound });
    }
    return c.json({ deleted: 1 } satisfies z.input<typeof deleteResponseSchema>);
  });

  return routes;
}
