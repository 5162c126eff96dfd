import type { ReportTrends } from '@replica/api-client';
import { DataTable, TableCaption, TableScroll, formatCount, useTexts } from '@replica/ui';
import { reporteTexts } from './texts';

export type TrendTableProps = {
  trends: ReportTrends;
  /** A short label per week, oldest first. */
  weekLabels: readonly string[];
  id: string;
};

/** The trend's numbers as a table: one row per objection tag, one column per week. */
export function TrendTable({ trends, weekLabels, id }: TrendTableProps) {
  const t = useTexts(reporteTexts).trends;
  const last = weekLabels.length - 1;
  return (
    <TableScroll>
      <DataTable $size="sm" $density="compact" $figures id={id} data-testid="trend-table">
        <TableCaption>{t.tableCaption}</TableCaption>
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
