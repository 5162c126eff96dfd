import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { addManualComment } from '../domain/comments/add-manual-comment';
import { deleteComments } from '../domain/comments/delete-comments';
import { importBatch } from '../domain/comments/import-batch';
import { InvalidCursorError, inboxPage } from '../domain/comments/inbox';
import { searchComments } from '../domain/comments/search';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

export interface CommentRoutesOptions {
  now: () => Date;
}

/** Ingestion, the inbox, the search across industries and deletion of comments. */
export function commentRoutes({ now }: CommentRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.addComment, async (c, { body }) => {
    const commentId = await addManualComment(c.get('db'), body, c.get('user').id);
    return { inserted: true, commentId };
  });

  mount(routes, endpoints.importComments, async (c, { body }) =>
    importBatch(c.get('db'), body, c.get('user').id),
  );

  mount(routes, endpoints.inbox, async (c, { query }) => {
    try {
      return await inboxPage(c.get('db'), query);
    } catch (error) {
      if (error instanceof InvalidCursorError) {
        throw new ApiFailure(400, 'invalid_cursor');
      }
      throw error;
    }
  });

  mount(routes, endpoints.searchComments, async (c, { query }) =>
    searchComments(c.get('db'), query),
  );

  mount(routes, endpoints.deleteComment, async (c, { params }) => {
    const deleted = await deleteComments(c.get('db'), [params.id], c.get('user').id, now());
    if (deleted === 0) throw new ApiFailure(404, 'comment_not_found');
    return { deleted };
  });

  mount(routes, endpoints.deleteComments, async (c, { body }) => {
    const deleted = await deleteComments(c.get('db'), body.ids, c.get('user').id, now());
    return { deleted };
  });

  return routes;
}
