import { z } from 'zod';
import * as s from '../../schemas';
import { endpoint } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-docs';

/** Ideas and content packs. */
export const contentEndpoints = {
  generateIdeas: endpoint({
    method: 'post',
    path: '/generate-ideas',
    access: 'generate',
    body: s.generateIdeasRequestSchema,
    status: 200,
    // `kind: 'ideas'` answers how many ideas were stored; `kind: 'pack'` answers the pack.
    response: z.union([s.generateIdeasResponseSchema, s.generatePackResponseSchema]),
    failure: 'generateIdeas',
    changes: 'ideasChanged',
    docs: {
      tag: 'Content',
      summary: 'Generate ideas (stored) or a content pack (answered)',
      description:
        "`kind: 'ideas'` stores ideas and answers how many; `kind: 'pack'` answers a content pack.",
      errors: { 400: ['ideas_need_industry'], 422: ['no_analysed_comments'], ...RATE_LIMITED },
    },
  }),
  templates: endpoint({
    method: 'get',
    path: '/templates',
    access: 'read',
    query: s.industryQuerySchema,
    status: 200,
    response: s.templatesResponseSchema,
    failure: 'templates',
    docs: { tag: 'Content', summary: "An industry's ideas" },
  }),
  deleteIdea: endpoint({
    method: 'delete',
    path: '/delete-idea/{id}',
    access: 'delete',
    params: s.ideaIdParamSchema,
    status: 200,
    response: s.deleteResponseSchema,
    failure: 'delete',
    changes: 'ideasChanged',
    docs: { tag: 'Content', summary: 'Delete an idea', errors: { 404: ['idea_not_found'] } },
  }),
  industryAnswers: endpoint({
    method: 'get',
    path: '/industry-answers/{name}',
    access: 'read',
    params: s.industryParamSchema,
    status: 200,
    response: s.industryAnswersResponseSchema,
    failure: 'industryAnswers',
    docs: {
      tag: 'Content',
      summary: "What the business answers to an industry's objections",
      errors: { 404: ['industry_not_found'] },
    },
  }),
  updateIndustryAnswers: endpoint({
    method: 'patch',
    path: '/industry-answers/{name}',
    access: 'generate',
    params: s.industryParamSchema,
    body: s.industryAnswersPatchSchema,
    status: 200,
    response: s.industryAnswersResponseSchema,
    failure: 'industryAnswersSave',
    changes: 'industryAnswersChanged',
    docs: {
      tag: 'Content',
      summary: "Set or clear the business's answers to an industry's objections",
      description:
        'Each objection given takes its new answer, and an empty one is cleared; the others ' +
        "stay. Content packs say an objection's answer where they answer it.",
      errors: { 404: ['industry_not_found'] },
    },
  }),
};
