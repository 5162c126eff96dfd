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
      summary: 'Rename, edit or merge an industry',
      description:
        'A new `name` renames the industry everywhere: its comments, ideas, watches and jobs ' +
        'follow it. `mergeInto` (alone) moves all of them into another industry and removes ' +
        "this one, answering the other's card. `sin_clasificar` keeps its name.",
      errors: {
        400: ['no_changes', 'industry_unclassified_fixed', 'industry_merge_self'],
        404: ['industry_not_found'],
        409: ['industry_exists', 'industry_busy'],
      },
    },
  }),
  deleteIndustry: endpoint({
    method: 'delete',
    path: '/industries/{name}',
    access: 'editIndustries',
    params: s.industryParamSchema,
    status: 200,
    response: s.deletedIndustrySchema,
    failure: 'industryDelete',
    changes: 'industryEdited',
    docs: {
      tag: 'Industries',
      summary: 'Delete an industry with its comments, ideas and watches',
      errors: {
        400: ['industry_unclassified_fixed'],
        404: ['industry_not_found'],
        409: ['industry_busy'],
      },
    },
  }),
  loadSampleData: endpoint({
    method: 'post',
    path: '/sample-data',
    access: 'ingest',
    body: s.sampleDataRequestSchema,
    status: 202,
    response: s.startJobResponseSchema,
    failure: 'sampleData',
    changes: 'commentsImported',
    docs: {
      tag: 'Industries',
      summary: 'Load the demo industry and start analysing it',
      description:
        'Adds `Clínica Estética (ejemplo)` with a few hundred comments and answers the job ' +
        'analysing them by the rules. Deleting that industry removes the sample data.',
      errors: { 409: ['sample_data_loaded'], 503: ['jobs_unavailable'] },
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
