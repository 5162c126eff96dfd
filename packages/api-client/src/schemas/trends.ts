import { z } from 'zod';

/** How many weeks the report's trend covers, the current one last. */
export const TREND_WEEKS = 12;

export const objectionTrendSchema = z.object({
  objection_tag: z.string(),
  /** Comments per week, oldest first, one per entry of `weeks`. */
  counts: z.array(z.number().int().nonnegative()).length(TREND_WEEKS),
  total: z.number().int().nonnegative(),
  /** Mean of the four weeks before the last one: what the last week is compared with. */
  baseline: z.number().nonnegative(),
  /** The last week rose sharply over the baseline (rule in the API's domain/insights/trends.ts). */
  rising: z.boolean(),
});
export type ObjectionTrend = z.infer<typeof objectionTrendSchema>;

export const reportTrendsResponseSchema = z.object({
  /** The first local day (Monday, yyyy-mm-dd) of each week, oldest first; the last is in progress. */
  weeks: z.array(z.iso.date()).length(TREND_WEEKS),
  /** Tags with at least one comment in the weeks, most comments first. */
  series: z.array(objectionTrendSchema),
});
export type ReportTrends = z.infer<typeof reportTrendsResponseSchema>;
