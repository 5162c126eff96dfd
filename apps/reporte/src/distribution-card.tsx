import type { Report } from '@replica/api-client';
import { Card, formatCount, formatPercent, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { reporteTexts } from './texts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  caption {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Share = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
`;

const Bar = styled.span`
  display: inline-block;
  width: 80px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** Spec §2: count and percentage of comments per objection tag, as a table. */
export function DistributionCard({ distribution }: { distribution: Report['distribution'] }) {
  const t = useTexts(reporteTexts);
  return (
    <Card title={t.distribution} data-testid="distribution">
      <Table>
        <caption>{t.distributionCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.objectionTag}</th>
            <th scope="col" className="number">
              {t.count}
            </th>
            <th scope="col" className="number">
              {t.percent}
            </th>
          </tr>
        </thead>
        <tbody>
          {distribution.map((share) => (
            <tr key={share.objection_tag}>
              <th scope="row">{share.objection_tag}</th>
              <td className="number">{formatCount(share.count)}</td>
              <td className="number">
                <Share>
                  <Bar aria-hidden="true">
                    <span style={{ width: `${Math.min(share.percentage, 100)}%` }} />
                  </Bar>
                  {formatPercent(share.percentage / 100)}
                </Share>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
