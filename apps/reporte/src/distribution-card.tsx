import type { Report } from '@replica/api-client';
import {
  Card,
  DataTable,
  HeaderCell,
  NumericCell,
  TableCaption,
  formatCount,
  formatPercent,
  narrowScreen,
  useTexts,
} from '@replica/ui';
import styled from 'styled-components';
import { reporteTexts } from './texts';

const Share = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
`;

// Decoration only (the share is written beside it): a narrow screen leaves it out, so the table
// fits the width without scrolling sideways.
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

  ${narrowScreen} {
    display: none;
  }
`;

// A heading breaks inside a word rather than push the table past a narrow screen, even with a
// reader's wider letter and word spacing.
const Table = styled(DataTable)`
  th {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
`;

/** Count and percentage of comments per objection tag, as a table. */
export function DistributionCard({ distribution }: { distribution: Report['distribution'] }) {
  const t = useTexts(reporteTexts);
  return (
    <Card title={t.distribution} data-testid="distribution">
      <Table>
        <TableCaption>{t.distributionCaption}</TableCaption>
        <thead>
          <tr>
            <HeaderCell scope="col" $muted>
              {t.objectionTag}
            </HeaderCell>
            <HeaderCell scope="col" $muted $numeric>
              {t.count}
            </HeaderCell>
            <HeaderCell scope="col" $muted $numeric>
              {t.percent}
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {distribution.map((share) => (
            <tr key={share.objection_tag}>
              <HeaderCell scope="row" $muted>
                {share.objection_tag}
              </HeaderCell>
              <NumericCell>{formatCount(share.count)}</NumericCell>
              <NumericCell>
                <Share>
                  <Bar aria-hidden="true">
                    <span style={{ width: `${Math.min(share.percentage, 100)}%` }} />
                  </Bar>
                  {formatPercent(share.percentage / 100)}
                </Share>
              </NumericCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
