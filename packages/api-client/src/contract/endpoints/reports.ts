import * as s from '../../schemas';
import { endpoint } from '../endpoint';

/** Reports, trends, objection language and CSV exports. */
export const reportsEndpoints = {
  report: endpoint({
    method: 'get',
    path: '/report',
    access: 'read',
    query: s.reportQuerySchema,
    status: 200,
    response: s.reportResponseSchema,
    failure: 'report',
    docs: { tag: 'Reports', summary: "An industry's report: pain points, objections, five whys" },
  }),
  reportTrends: endpoint({
    method: 'get',
    path: '/report-trends',
    access: 'read',
    query: s.industryQuerySchema,
    status: 200,
    response: s.reportTrendsResponseSchema,
    failure: 'trends',
    docs: { tag: 'Reports', summary: 'Objection tags per week over the last 12 weeks' },
  }),
  objectionsOverview: endpoint({
    method: 'get',
    path: '/objections-overview',
    access: 'read',
    status: 200,
    response: s.objectionsOverviewResponseSchema,
    failure: 'objectionsOverview',
    docs: { tag: 'Reports', summary: 'Objection tags per industry' },
  }),
  objectionLanguage: endpoint({
    method: 'get',
    path: '/objection-language',
    access: 'read',
    query: s.industryQuerySchema,
    status: 200,
    response: s.objectionLanguageResponseSchema,
    failure: 'objectionLanguage',
    docs: {
      tag: 'Reports',
      summary: "The words and phrases of an industry's recent objections",
    },
  }),
  exportInboxCsv: endpoint({
    method: 'get',
    path: '/export/opiniones.csv',
    access: 'read',
    query: s.inboxExportQuerySchema,
    status: 200,
    response: 'csv',
    failure: 'export',
    docs: { tag: 'Reports', summary: 'The inbox under a filter, as CSV' },
  }),
  exportReportCsv: endpoint({
    method: 'get',
    path: '/export/report.csv',
    access: 'read',
    query: s.reportExportQuerySchema,
    status: 200,
    response: 'csv',
    failure: 'export',
    docs: { tag: 'Reports', summary: "An industry's report, as CSV" },
  }),
};
