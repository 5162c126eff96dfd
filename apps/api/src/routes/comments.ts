import {
  type bulkCommentsResponseSchema,
  type deleteResponseSchema,
  type manualCommentResponseSchema,
  bulkCommentsRequestSchema,
  bulkDeleteRequestSchema,
  idParamSchema,
  inboxQuerySchema,
  manualCommentRequestSchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
import { addManualComment } from '../domain/comments/add-manual-comment';
import { deleteComments } from '../domain/comments/delete-comments';
import { importBatch } from '../domain/comments/import-batch';
import { InvalidCursorError, inboxPage } from '../domain/comments/inbox';
import type { AppEnv } from '../http/app-env';
import { allow } from '../http/permissions';
import { ApiFailure } from '../http/api-errors';
import { readParams, readQuery } from '../http/read-input';
import { readJson } from '../http/read-json';

export interface CommentRoutesOptions {
  now: () => Date;
}

/** Ingestion, the inbox and deletion of comments (spec §7, comment functions; issue 3). */
export function commentRoutes({ now }: CommentRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/comments-manual', allow('ingest'), async (c) => {
    const comment = await readJson(c, manualCommentRequestSchema);
    const commentId = await addManualComment(c.get('db'), comment, c.get('user').id);
    return c.json(
      { inserted: true, commentId } satisfies z.input<typeof manualCommentResponseSchema>,
      201,
    );
  });

  routes.post('/comments-bulk', allow('ingest'), async (c) => {
    const batch = await readJson(c, bulkCommentsRequestSchema);
    const result = await importBatch(c.get('db'), batch, c.get('user').id);
    return c.json(result satisfies z.input<typeof bulkCommentsResponseSchema>);
  });

  routes.get('/opiniones', async (c) => {
    const query = readQuery(c, inboxQuerySchema);
    try {
      return c.json(await inboxPage(c.get('db'), query));
    } catch (error) {
      if (error instanceof InvalidCursorError) {
        throw new ApiFailure(400, 'invalid_cursor');
      }
      throw error;
    }
  });

  routes.delete('/delete-comment/:id', allow('delete'), async (c) => {
    const { id } = readParams(c, idParamSchema);
    const deleted = await deleteComments(c.get('db'), [id], c.get('user').id, now());
    if (deleted === 0) throw new ApiFailure(404, 'comment_not_found');
    return c.json({ deleted } satisfies z.input<typeof deleteResponseSchema>);
  });

  routes.post('/delete-comment/bulk-delete', allow('delete'), async (c) => {
    const { ids } = await readJson(c, bulkDeleteRequestSchema);
    const deleted = await deleteComments(c.get('db'), ids, c.get('user').id, now());
    return c.json({ deleted } satisfies z.input<typeof deleteResponseSchema>);
  });

  return routes;
}
