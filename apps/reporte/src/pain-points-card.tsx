import type { PainPointOrder, Report } from '@replica/api-client';
import { Card, MeterBar, SelectField, formatCount, formatPercent, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { formatSentiment } from './format-sentiment';
import { reporteTexts } from './texts';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export type PainPointsCardProps = {
  painPoints: Report['topPainPoints'];
  order: PainPointOrder;
  onOrderChange: (order: PainPointOrder) => void;
};

const isOrder = (value: string): value is PainPointOrder =>
  value === 'score' || value === 'frequency';

/**
 * The top pain points by average real score (or, chosen here, by how many comments
 * voice them), each with frequency, sentiment and a bar. Only pains voiced by 3 comments or
 * more are pain points; until one is, the card says so.
 */
export function PainPointsCard({ painPoints, order, onOrderChange }: PainPointsCardProps) {
  const t = useTexts(reporteTexts);
  return (
    <Card title={t.painPoints} data-testid="pain-points">
      <SelectField
        label={t.painPointsOrder}
        value={order}
        options={[
          { value: 'score', label: t.byScore },
          { value: 'frequency', label: t.byFrequency },
        ]}
        onChange={(event) => {
          if (isOrder(event.target.value)) onOrderChange(event.target.value);
        }}
      />
      {painPoints.length === 0 && <Empty>{t.noPainPoints}</Empty>}
      <List>
        {painPoints.map((painPoint) => (
          <li key={painPoint.pain_cluster_label}>
            <MeterBar
              label={painPoint.pain_cluster_label}
              value={painPoint.avg_real_score}
              detail={`${t.avgRealScore}: ${formatPercent(painPoint.avg_real_score)}`}
            />
            <Facts>
              {t.frequency}: {formatCount(painPoint.frequency)} · {t.avgSentiment}:{' '}
              {formatSentiment(painPoint.avg_sentiment)}
            </Facts>
          </li>
        ))}
      </List>
    </Card>
  );
}
