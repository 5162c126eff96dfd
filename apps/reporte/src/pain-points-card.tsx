import type { Report } from '@replica/api-client';
import { Card, MeterBar, formatCount, formatPercent, useTexts } from '@replica/ui';
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

/** Spec §2: the top pain points by average real score, each with frequency, sentiment and a bar. */
export function PainPointsCard({ painPoints }: { painPoints: Report['topPainPoints'] }) {
  const t = useTexts(reporteTexts);
  return (
    <Card title={t.painPoints} data-testid="pain-points">
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
