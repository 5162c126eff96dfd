import { inboxExportQuerySchema, reportExportQuerySchema } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import { csvResponse } from '../domain/export/csv-response';
import { csvStream } from '../domain/export/csv-stream';
import { INBOX_CSV_HEADER, inboxExportBatches } from '../domain/export/inbox-export';
import { REPORT_CSV_HEADER, reportExportBatches } from '../domain/export/report-export';
import type { AppEnv } from '../http/app-env';
import { readQuery } from '../http/read-input';

export interface ExportRoutesOptions {
  now: () => Date;
}

/**
 * CSV downloads (issue 11, item 3): the inbox under Opiniones' filter and the report of an
 * industry. Rows are read in batches as the client takes them, so an export of any size never
 * sits in memory whole.
 */
export function exportRoutes({ now }: ExportRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.get('/export/opiniones.csv', (c) => {
    const query = readQuery(c, inboxExportQuerySchema);
    const body = csvStream(INBOX_CSV_HEADER, inboxExportBatches(c.get('db'), query));
    return csvResponse('opiniones', query.industry, now(), body);
  });

  routes.get('/export/report.csv', (c) => {
    const { industry } = readQuery(c, reportExportQuerySchema);
    const body = csvStream(REPORT_CSV_HEADER, reportExportBatches(c.get('db'), industry));
    return csvResponse('reporte', industry, now(), body);
  });

  return routes;
}
