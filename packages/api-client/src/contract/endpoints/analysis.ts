import * as s from '../../schemas';
import { endpoint } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-docs';

/** Objection tags, pain clusters, real scores, corrections. */
export const analysisEndpoints = {
  analyzeComment: endpoint({
    method: 'post',
    path: '/analyze-comment',
    access: 'analyse',
    body: s.analyzeCommentRequestSchema,
    status: 200,
    response: s.analyzeCommentResponseSchema,
    failure: 'analyze',
    changes: 'commentsAnalysed',
    docs: {
      tag: 'Analysis',
      summary: 'Analyse one comment',
      description: 'Hand corrections are kept unless `force` is true.',
      errors: { 404: ['analyze_failed'], ...RATE_LIMITED },
    },
  }),
  correctComment: endpoint({
    method: 'post',
    path: '/correct-comment',
    access: 'analyse',
    body: s.correctCommentRequestSchema,
    status: 200,
    response: s.correctCommentResponseSchema,
    failure: 'correct',
    changes: 'commentsAnalysed',
    docs: {
      tag: 'Analysis',
      summary: "Correct a comment's labels by hand",
      errors: { 404: ['comment_not_found'] },
    },
  }),
  analyzeComments: endpoint({
    method: 'post',
    path: '/analyze-comments',
    access: 'analyse',
    body: s.analyzeCommentsRequestSchema,
    status: 200,
    response: s.analyzeCommentsResponseSchema,
    failure: 'analyze',
    changes: 'commentsAnalysed',
    docs: {
      tag: 'Analysis',
      summary: 'Analyse up to 100 pending comments now',
      description: 'For more, start an `analyse-pending` job.',
      errors: RATE_LIMITED,
    },
  }),
  recalcReal: endpoint({
    method: 'post',
    path: '/recalc-real',
    access: 'analyse',
    body: s.recalcRealRequestSchema,
    status: 200,
    response: s.recalcRealResponseSchema,
    failure: 'recalc',
    changes: 'realScoresRecalculated',
    docs: { tag: 'Analysis', summary: "Recalculate an industry's real scores" },
  }),
};
