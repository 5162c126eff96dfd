import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { correctComment } from '../domain/corrections/correct-comment';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

export interface CorrectionRoutesOptions {
  now: () => Date;
}

/** `POST correct-comment`: a person sets a comment's labels by hand. */
export function correctionRoutes({ now }: CorrectionRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.correctComment, async (c, { body }) => {
    const result = await correctComment(c.get('db'), body, c.get('user').id, now());
    if (!result) throw new ApiFailure(404, 'comment_not_found');
    return result;
  });

  return routes;
}
