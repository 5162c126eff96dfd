import type { ReportTrends } from '@replica/api-client';

/** Twelve Mondays, the last (13 January 2031) the week in progress. */
export const WEEKS = Array.from({ length: 12 }, (_, index) => {
  const monday = new Date(2030, 9, 28 + 7 * index);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
});

export const emptyTrends: ReportTrends = { weeks: WEEKS, series: [] };

/** precio rose sharply this week (12 against a mean of 2); tiempo is steady. */
export const trends: ReportTrends = {
  weeks: WEEKS,
  series: [
    {
      objection_tag: 'precio',
      counts: [1, 0, 2, 3, 1, 2, 2, 1, 2, 2, 3, 12],
      total: 31,
      baseline: 2,
      rising: true,
    },
    {
      objection_tag: 'tiempo',
      counts: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3],
      total: 25,
      baseline: 2,
      rising: false,
    },
  ],
};
