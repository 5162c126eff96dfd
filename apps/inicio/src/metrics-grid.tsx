import type { DashboardMetrics } from '@replica/api-client';
import { Badge, MetricCard, formatCount, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import type { Loadable } from './use-dashboard';
import { ZERO_METRICS } from './use-dashboard';

export type MetricsGridProps = {
  metrics: Loadable<DashboardMetrics>;
  onOpenInbox: () => void;
  onOpenReport: () => void;
};

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

/** Today's pending objections read as growth: '+N'. */
export function pendingTodayValue(pendingToday: number): string {
  return `+${formatCount(pendingToday)}`;
}

/**
 * The five metric cards. Until the first answer arrives the figures read '…'; a failed load
 * shows zeros (the page shows the failure message).
 */
export function MetricsGrid({ metrics, onOpenInbox, onOpenReport }: MetricsGridProps) {
  const t = useTexts(inicioTexts);
  const loading = metrics.status === 'loading';
  const figures = metrics.status === 'ok' ? metrics.value : ZERO_METRICS;
  const count = (value: number) => (loading ? '…' : formatCount(value));
  return (
    <Grid aria-label={t.metricsLabel} aria-busy={loading}>
      <MetricCard
        label={t.metrics.industries}
        value={count(figures.industries)}
        caption={t.metricCaptions.industries}
      />
      <MetricCard
        label={t.metrics.opinions}
        value={count(figures.opinions)}
        caption={t.metricCaptions.opinions}
        hint={t.opinionsHint}
        onClick={onOpenInbox}
      />
      <MetricCard
        label={t.metrics.rootObjections}
        value={count(figures.rootObjections)}
        caption={t.metricCaptions.rootObjections}
        hint={t.rootObjectionsHint}
        onClick={onOpenReport}
      />
      <MetricCard
        label={t.metrics.pendingToday}
        value={loading ? '…' : pendingTodayValue(figures.pendingToday)}
        caption={t.metricCaptions.pendingToday}
        badge={
          figures.pendingToday > 0 ? <Badge tone="warning">{t.pendingBadge}</Badge> : undefined
        }
      />
      <MetricCard
        label={t.metrics.templates}
        value={count(figures.templates)}
        caption={t.metricCaptions.templates}
      />
    </Grid>
  );
}
