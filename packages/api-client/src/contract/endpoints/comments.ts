import * as s from '../../schemas';
import { endpoint } from '../endpoint';

/** Typing, importing, reading and deleting comments. */
export const commentsEndpoints = {
  addComment: endpoint({
    method: 'post',
    path: '/comments-manual',
    access: 'ingest',
    body: s.manualCommentRequestSchema,
    status: 201,
    response: s.manualCommentResponseSchema,
    failure: 'addComment',
    changes: 'commentsImported',
    docs: { tag: 'Comments', summary: 'Add one comment typed in' },
  }),
  importComments: endpoint({
    method: 'post',
    path: '/comments-bulk',
    access: 'ingest',
    body: s.bulkCommentsRequestSchema,
    status: 200,
    response: s.bulkCommentsResponseSchema,
    failure: 'import',
    changes: 'commentsImported',
    docs: {
      tag: 'Comments',
      summary: 'Import a batch of comments (file or paste)',
      description:
        'At most 1,000 comments a batch. A batch sent again with the same `batchId` is stored once.',
    },
  }),
  inbox: endpoint({
    method: 'get',
    path: '/opiniones',
    access: 'read',
    query: s.inboxQuerySchema,
    status: 200,
    response: s.inboxResponseSchema,
    failure: 'inbox',
    docs: {
      tag: 'Comments',
      summary: 'The inbox: comments with their analysis, paged by cursor',
      errors: { 400: ['invalid_cursor'] },
    },
  }),
  searchComments: endpoint({
    method: 'get',
    path: '/search',
    access: 'read',
    query: s.searchQuerySchema,
    status: 200,
    response: s.searchResponseSchema,
    failure: 'inbox',
    docs: { tag: 'Comments', summary: 'Search comments in every industry, newest first' },
  }),
  deleteComment: endpoint({
    method: 'delete',
    path: '/delete-comment/{id}',
    access: 'delete',
    params: s.idParamSchema,
    status: 200,
    response: s.deleteResponseSchema,
    failure: 'delete',
    changes: 'commentsDeleted',
    docs: {
      tag: 'Comments',
      summary: 'Delete a comment',
      errors: { 404: ['comment_not_found'] },
    },
  }),
  deleteComments: endpoint({
    method: 'post',
    path: '/delete-comment/bulk-delete',
    access: 'delete',
    body: s.bulkDeleteRequestSchema,
    status: 200,
    response: s.deleteResponseSchema,
    failure: 'delete',
    changes: 'commentsDeleted',
    docs: { tag: 'Comments', summary: 'Delete several comments' },
  }),
};
