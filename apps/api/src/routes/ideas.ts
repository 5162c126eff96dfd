import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { deleteIdea } from '../domain/ideas/delete-idea';
import { liveIdeas } from '../domain/ideas/live-ideas';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

export interface IdeaRoutesOptions {
  now: () => Date;
}

/**
 * The Templates page: `GET templates?industry=` lists an industry's ideas and
 * `DELETE delete-idea/{id}` soft-deletes one, answering 404 when there is no live idea of that id.
 */
export function ideaRoutes({ now }: IdeaRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.templates, async (c, { query }) => ({
    items: await liveIdeas(c.get('db'), query.industry),
  }));

  mount(routes, endpoints.deleteIdea, async (c, { params }) => {
    if (!(await deleteIdea(c.get('db'), params.id, c.get('user').id, now()))) {
      throw new ApiFailure(404, 'idea_not_found');
    }
    return { deleted: 1 };
  });

  return routes;
}
