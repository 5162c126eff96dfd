import {
  type deleteResponseSchema,
  type templatesResponseSchema,
  ideaIdParamSchema,
  industryQuerySchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { deleteIdea } from '../domain/ideas/delete-idea';
import { liveIdeas } from '../domain/ideas/live-ideas';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { ApiFailure } from '../http/api-errors';
import { readParams, readQuery } from '../http/read-input';

export interface IdeaRoutesOptions {
  now: () => Date;
}

/**
 * The Templates page (spec §7): `GET templates?industry=` lists an industry's ideas and
 * `DELETE delete-idea/{id}` soft-deletes one, answering 404 when there is no live idea of that id.
 */
export function ideaRoutes({ now }: IdeaRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.get('/templates', async (c) => {
    const { industry } = readQuery(c, industryQuerySchema);
    return c.json({
      items: await liveIdeas(c.get('db'), industry),
    } satisfies z.input<typeof templatesResponseSchema>);
  });

  routes.delete('/delete-idea/:id', allow('delete'), async (c) => {
    const { id } = readParams(c, ideaIdParamSchema);
    if (!(await deleteIdea(c.get('db'), id, c.get('user').id, now()))) {
      throw new ApiFailure(404, 'idea_not_found');
    }
    return c.json({ deleted: 1 } satisfies z.input<typeof deleteResponseSchema>);
  });

  return routes;
}
