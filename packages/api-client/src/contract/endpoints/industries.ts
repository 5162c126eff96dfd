import * as s from '../../schemas';
import { endpoint } from '../endpoint';

/** The industries of a workspace and their figures. */
export const industriesEndpoints = {
  dashboardMetrics: endpoint({
    method: 'get',
    path: '/dashboard-metrics',
    access: 'read',
    status: 200,
    response: s.dashboardMetricsSchema,
    failure: 'metrics',
    docs: { tag: 'Industries', summary: 'The five counts of the dashboard' },
  }),
  industriesSummary: endpoint({
    method: 'get',
    path: '/industries-summary',
    access: 'read',
    status: 200,
    response: s.industriesSummarySchema,
    failure: 'industries',
    docs: { tag: 'Industries', summary: "Every industry's card figures" },
  }),
  industries: endpoint({
    method: 'get',
    path: '/industries',
    access: 'read',
    status: 200,
    response: s.industriesListSchema,
    failure: 'industries',
    docs: { tag: 'Industries', summary: 'The industry names, for selectors' },
  }),
  createIndustry: endpoint({
    method: 'post',
    path: '/industries',
    // Whoever imports comments may name the industry they go to, as typing one already does.
    access: 'ingest',
    body: s.createIndustryRequestSchema,
    status: 201,
    response: s.industrySummarySchema,
    failure: 'industryCreate',
    changes: 'industryCreated',
    docs: {
      tag: 'Industries',
      summary: 'Add an industry',
      description: 'Answers its card (status NUEVO, no comments yet).',
      errors: { 409: ['industry_exists'] },
    },
  }),
  updateIndustry: endpoint({
    method: 'patch',
    path: '/industries/{name}',
    access: 'editIndustries',
    params: s.industryParamSchema,
    body: s.industryPatchSchema,
    status: 200,
    response: s.industrySummarySchema,
    failure: 'industryUpdate',
    changes: 'industryEdited',
    docs: {
      tag: 'Industries',
      summary: 'Rename an industry, or edit its status, clients, years or cities',
      description:
        'A new `name` renames the industry everywhere: its comments, ideas, watches and jobs ' +
        'follow it. The unclassified comments (`sin_clasificar`) keep their name.',
      errors: {
        400: ['no_changes', 'industry_unclassified_fixed'],
        404: ['industry_not_found'],
        409: ['industry_exists'],
      },
    },
  }),
  reclassifyIndustries: endpoint({
    method: 'post',
    path: '/reclassify-industries',
    access: 'editIndustries',
    body: s.reclassifyRequestSchema,
    status: 200,
    response: s.reclassifyResponseSchema,
    failure: 'reclassify',
    changes: 'industriesReclassified',
    docs: {
      tag: 'Industries',
      summary: 'Reclassify unclassified sources',
      description: 'Keyword rules first, then the AI model when one is configured.',
    },
  }),
};
