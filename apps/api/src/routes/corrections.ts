import {
  type correctCommentResponseSchema,
  correctCommentRequestSchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { correctComment } from '../domain/corrections/correct-comment';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { ApiFailure } from '../http/api-errors';
import { readJson } from '../http/read-json';

export interface CorrectionRoutesOptions {
  now: () => Date;
}

/** `POST correct-comment`: a person sets a comment's labels by hand (issue 11, item 1). */
export function correctionRoutes({ now }: CorrectionRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/correct-comment', allow('analyse'), async (c) => {
    const correction = await readJson(c, correctCommentRequestSchema);
    const result = await correctComment(c.get('db'), correction, c.get('user').id, now());
    if (!result) throw new ApiFailure(404, 'comment_not_found');
    return c.json(result satisfies z.input<typeof correctCommentResponseSchema>);
  });

  return routes;
}
