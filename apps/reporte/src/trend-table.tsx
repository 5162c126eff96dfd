import type { ReportTrends } from '@replica/api-client';
import { DataTable, TableCaption, TableScroll, formatCount, useTexts } from '@replica/ui';
import { useId } from 'react';
import { reporteTexts } from './texts';

export type TrendTableProps = {
  trends: ReportTrends;
  /** A short label per week, oldest first. */
  weekLabels: readonly string[];
  id: string;
};

/**
 * The trend's numbers as a table: one row per objection tag, one column per week. Twelve weeks
 * are wider than most screens: the table scrolls sideways in a box that takes the focus, so the
 * keyboard scrolls it too.
 */
export function TrendTable({ trends, weekLabels, id }: TrendTableProps) {
  const t = useTexts(reporteTexts).trends;
  const captionId = useId();
  const last = weekLabels.length - 1;
  return (
    <TableScroll tabIndex={0} role="region" aria-labelledby={captionId}>
      <DataTable $size="sm" $density="compact" $figures id={id} data-testid="trend-table">
        <TableCaption id={captionId}>{t.tableCaption}</TableCaption>
        <thead>
          <tr>
            <th scope="col">{t.week}</th>
            {weekLabels.map((label, index) => (
              <th scope="col" key={trends.weeks[index]}>
                {index === last ? `${label} (${t.inProgress})` : label}
              </th>
            ))}
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {trends.series.map((trend) => (
            <tr key={trend.objection_tag}>
              <th scope="row">{trend.objection_tag}</th>
              {trend.counts.map((count, index) => (
                <td key={trends.weeks[index]}>{formatCount(count)}</td>
              ))}
              <td>{formatCount(trend.total)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
