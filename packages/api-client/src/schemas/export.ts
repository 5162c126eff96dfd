import type { z } from 'zod';
import { inboxQuerySchema } from './comments';
import { industryQuerySchema } from './common';

/** `GET export/opiniones.csv`: the inbox's filter (industry, q, pending), every page of it. */
export const inboxExportQuerySchema = inboxQuerySchema.pick({
  industry: true,
  q: true,
  pending: true,
});
export type InboxExportQuery = Pick<z.output<typeof inboxExportQuerySchema>, 'industry'> &
  Partial<Pick<z.output<typeof inboxExportQuerySchema>, 'q' | 'pending'>>;

/** `GET export/report.csv?industry=`: the Reporte page's tables of one industry. */
export const reportExportQuerySchema = industryQuerySchema;

/** What a CSV download answers with; browsers save it as a file. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
