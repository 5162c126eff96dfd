import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import { csvResponse } from '../domain/export/csv-response';
import { csvStream } from '../domain/export/csv-stream';
import { INBOX_CSV_HEADER, inboxExportBatches } from '../domain/export/inbox-export';
import { REPORT_CSV_HEADER, reportExportBatches } from '../domain/export/report-export';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

export interface ExportRoutesOptions {
  now: () => Date;
}

/**
 * CSV downloads: the inbox under Opiniones' filter and the report of an
 * industry. Rows are read in batches as the client takes them, so an export of any size never
 * sits in memory whole.
 */
export function exportRoutes({ now }: ExportRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.exportInboxCsv, (c, { query }) => {
    const body = csvStream(INBOX_CSV_HEADER, inboxExportBatches(c.get('db'), query));
    return csvResponse(c, 'opiniones', query.industry, now(), body);
  });

  mount(routes, endpoints.exportReportCsv, (c, { query }) => {
    const body = csvStream(REPORT_CSV_HEADER, reportExportBatches(c.get('db'), query.industry));
    return csvResponse(c, 'reporte', query.industry, now(), body);
  });

  return routes;
}
