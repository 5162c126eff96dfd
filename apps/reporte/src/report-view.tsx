import { type PainPointOrder, type Report, errorText } from '@replica/api-client';
import { ErrorPanel, LoadingState, useLanguage, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { CorrectionsAgreementCard } from './corrections-agreement-card';
import { DistributionCard } from './distribution-card';
import { FiveWhysSection } from './five-whys-section';
import { NoAnalysisState } from './no-analysis-state';
import { PainPointsCard } from './pain-points-card';
import { reporteTexts } from './texts';
import type { RemoteData } from './remote-data';

// `min`: a screen narrower than a column gets one column as wide as the screen.
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

/** hasAnalysis: the industry has at least one analysed live comment. */
function hasAnalysis(report: Report) {
  return report.distribution.length > 0 || report.topPainPoints.length > 0;
}

export type ReportViewProps = {
  industry: string;
  report: RemoteData<Report>;
  onRetry: () => void;
  painPointsOrder: PainPointOrder;
  onPainPointsOrderChange: (order: PainPointOrder) => void;
};

/** The report's states: loading, error with retry, no analysed data, or its three parts. */
export function ReportView({
  industry,
  report,
  onRetry,
  painPointsOrder,
  onPainPointsOrderChange,
}: ReportViewProps) {
  const t = useTexts(reporteTexts);
  const [language] = useLanguage();
  if (report.status === 'loading') return <LoadingState label={t.loading} />;
  if (report.status === 'error') {
    return (
      <ErrorPanel
        title={t.loadError}
        message={errorText(report.error, 'report', language)}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  }
  if (!hasAnalysis(report.data)) return <NoAnalysisState industry={industry} />;
  return (
    <Stack aria-busy={report.refreshing || undefined}>
      <Columns>
        <PainPointsCard
          painPoints={report.data.topPainPoints}
          order={painPointsOrder}
          onOrderChange={onPainPointsOrderChange}
        />
        <DistributionCard distribution={report.data.distribution} />
      </Columns>
      <FiveWhysSection examples={report.data.fiveWhys} />
      <CorrectionsAgreementCard agreement={report.data.correctionsAgreement} />
    </Stack>
  );
}
