import type { ReportTrends } from '@replica/api-client';
import { formatCount, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { reporteTexts } from './texts';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: left;
  }
`;

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
    <Scroll>
      <Table id={id} data-testid="trend-table">
        <caption>{t.tableCaption}</caption>
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
      </Table>
    </Scroll>
  );
}
