import { errorText } from '@replica/api-client';
import { useApiQuery } from '@replica/api-client/react';
import {
  Badge,
  Button,
  Card,
  ErrorPanel,
  LoadingState,
  TrendingUp,
  deferred,
  formatCount,
  formatOneDecimal,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatWeek } from './format-week';
import { reporteTexts } from './texts';
import { SERIES_COLOURS } from './trend-colours';
import { TrendTable } from './trend-table';
import { remoteData } from './remote-data';

// The chart library is fetched only when there is a trend to draw: the remote's first load
// stays small (README, bundle budget).
const TrendChart = deferred(() => import('./trend-chart').then((module) => module.default));

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Rising = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.sm} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 12px;
  height: 3px;
  margin-right: ${({ theme }) => theme.spacing.xs};
  vertical-align: middle;
  background: ${({ $colour }) => $colour};
`;

const Rule = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Reporte's weekly trend of one industry: objection tags per week over the last 12 weeks as a
 * line chart (lazy) with a table of the same numbers behind a toggle, and the tags that rose
 * sharply this week as badges. Loads on its own, so a slow trend never holds up the report.
 */
export function TrendsSection({ industry }: { industry: string }) {
  const t = useTexts(reporteTexts).trends;
  const texts = useTexts(reporteTexts);
  const [language] = useLanguage();
  const trendsQuery = useApiQuery('reportTrends', { query: { industry } });
  const trends = remoteData(trendsQuery);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const ruleId = useId();

  let body;
  if (trends.status === 'loading') body = <LoadingState label={t.loading} />;
  else if (trends.status === 'error') {
    body = (
      <ErrorPanel
        title={t.loadError}
        message={errorText(trends.error, 'trends', language)}
        onRetry={() => void trendsQuery.refetch()}
        retryLabel={texts.retry}
      />
    );
  } else if (trends.data.series.length === 0) body = <Intro>{t.empty}</Intro>;
  else {
    const weekLabels = trends.data.weeks.map((week) => formatWeek(week, language));
    const rising = trends.data.series.filter((trend) => trend.rising);
    body = (
      <>
        {rising.length > 0 && (
          <Rising aria-label={t.rising}>
            {rising.map((trend) => (
              <li key={trend.objection_tag}>
                <Badge tone="warning">
                  <TrendingUp size="0.875rem" aria-hidden="true" focusable="false" />
                  {t.rising}: {trend.objection_tag} —{' '}
                  {t.risingDetail(
                    formatCount(trend.counts.at(-1) ?? 0),
                    formatOneDecimal(trend.baseline),
                  )}
                </Badge>
              </li>
            ))}
          </Rising>
        )}
        <TrendChart
          weekLabels={weekLabels}
          series={trends.data.series}
          label={t.chartLabel}
          describedBy={tableShown ? tableId : ruleId}
          fallback={<LoadingState label={t.chartLoading} />}
        />
        <Legend>
          {trends.data.series.map((trend, index) => (
            <li key={trend.objection_tag}>
              <Swatch $colour={SERIES_COLOURS[index % SERIES_COLOURS.length]!} aria-hidden="true" />
              {trend.objection_tag}
            </li>
          ))}
        </Legend>
        <Rule id={ruleId}>{t.risingRule}</Rule>
        <Button
          variant="secondary"
          aria-expanded={tableShown}
          aria-controls={tableShown ? tableId : undefined}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t.hideTable : t.showTable}
        </Button>
        {tableShown && <TrendTable trends={trends.data} weekLabels={weekLabels} id={tableId} />}
      </>
    );
  }
  return (
    <Card title={t.title} data-testid="trends">
      <Intro>{t.subtitle}</Intro>
      {body}
    </Card>
  );
}
