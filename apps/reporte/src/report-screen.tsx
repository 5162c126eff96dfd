import { type PainPointOrder, type TextLanguage, api, errorText } from '@replica/api-client';
import {
  queryKeys,
  useCurrentWorkspace,
  useInvalidateAfter,
  useJob,
  useQuery,
} from '@replica/api-client/react';
import {
  Banner,
  Button,
  IndustrySelector,
  JobProgress,
  PageHeading,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ExportReportButton } from './export-report-button';
import { IdeasCard } from './ideas-card';
import { ReportView } from './report-view';
import { type ReporteTexts, reporteTexts } from './texts';
import { TrendsSection } from './trends-section';
import { remoteData } from './remote-data';

const Controls = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

/** A banner's text, kept as a function of the texts and language so it follows a switch. */
type Notice = {
  tone: 'success' | 'warning' | 'error';
  text: (t: ReporteTexts, language: TextLanguage) => string;
};

export type ReportScreenProps = {
  industry: string;
  /** The industries the selector offers. */
  industries: readonly string[];
  onIndustryChange: (industry: string) => void;
};

/**
 * The Reporte screen for one industry (the page keys it by industry, so everything starts over
 * when the industry changes): the report, 'Recalcular' and the content ideas. 'Recalcular' and
 * 'Generar Ideas' appear once the member's role is known to allow them.
 */
export function ReportScreen({ industry, industries, onIndustryChange }: ReportScreenProps) {
  const t = useTexts(reporteTexts);
  const [language] = useLanguage();
  const { can } = useCurrentWorkspace();
  const invalidateAfter = useInvalidateAfter();
  const [painPointsOrder, setPainPointsOrder] = useState<PainPointOrder>('score');
  const reportQuery = useQuery({
    queryKey: queryKeys.report({ industry, order: painPointsOrder }),
    queryFn: () => api.report(industry, painPointsOrder),
    // The other order's answer keeps the report on screen until it arrives.
    placeholderData: (previous) => previous,
  });
  const ideasQuery = useQuery({
    queryKey: queryKeys.templates({ industry }),
    queryFn: () => api.templates(industry),
    select: ({ items }) => items,
  });
  const [busy, setBusy] = useState<'generate' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // 'Recalcular' re-clusters and rescores a whole industry: a background job, followed here.
  const recalc = useJob({
    kind: 'recalc-real',
    industry,
    onFinished: (job) => {
      if (job.state === 'done') {
        setNotice({ tone: 'success', text: (texts) => texts.recalcDone(formatCount(job.done)) });
        void invalidateAfter('realScoresRecalculated');
      } else if (job.state === 'failed') {
        setNotice({ tone: 'error', text: (texts) => job.error ?? texts.recalcError });
      } else {
        setNotice({ tone: 'warning', text: (texts) => texts.recalcCancelled });
      }
    },
  });
  const recalcError = recalc.error;

  async function recalculate() {
    setNotice(null);
    await recalc.start();
  }

  async function generateIdeas() {
    setBusy('generate');
    setNotice(null);
    try {
      const { generated } = await api.generateIdeas(industry);
      setNotice({ tone: 'success', text: (texts) => texts.ideasGenerated(formatCount(generated)) });
      void invalidateAfter('ideasChanged');
    } catch (error) {
      setNotice({
        tone: 'error',
        text: (_texts, shownIn) => errorText(error, 'generateIdeas', shownIn),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeading
        title={t.title}
        subtitle={
          <>
            {t.industry}: <strong data-testid="industry">{industry}</strong>
          </>
        }
        actions={
          <Controls>
            <IndustrySelector
              industries={industries}
              value={industry}
              onChange={onIndustryChange}
              label={t.industry}
            />
            {can('analyse') && (
              <Button
                variant="secondary"
                onClick={() => void recalculate()}
                busy={recalc.active || recalc.busy === 'start'}
                disabled={busy !== null || recalc.active || recalc.busy !== null}
              >
                {recalc.active ? t.recalculating : t.recalc}
              </Button>
            )}
            <ExportReportButton
              industry={industry}
              onSaved={(name) =>
                setNotice({ tone: 'success', text: (texts) => texts.exported(name) })
              }
              onFailed={(error) =>
                setNotice({
                  tone: 'error',
                  text: (_texts, shownIn) => errorText(error, 'export', shownIn),
                })
              }
            />
          </Controls>
        }
      />
      <Body>
        {recalc.active && recalc.job && (
          <JobProgress
            label={t.recalculating}
            done={recalc.job.done}
            total={recalc.job.total}
            etaSeconds={recalc.job.etaSeconds}
            onCancel={can('analyse') ? () => void recalc.cancel() : undefined}
            cancelling={recalc.busy === 'cancel'}
          />
        )}
        {recalcError && (
          <Banner tone="error" onClose={recalc.clearError} closeLabel={t.close}>
            {errorText(recalcError.cause, 'recalc', language)}
          </Banner>
        )}
        {notice && (
          <Banner tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t.close}>
            {notice.text(t, language)}
          </Banner>
        )}
        <ReportView
          industry={industry}
          report={remoteData(reportQuery)}
          onRetry={() => void reportQuery.refetch()}
          painPointsOrder={painPointsOrder}
          onPainPointsOrderChange={setPainPointsOrder}
        />
        <TrendsSection industry={industry} />
        <IdeasCard
          industry={industry}
          ideas={remoteData(ideasQuery)}
          onRetry={() => void ideasQuery.refetch()}
          onGenerate={can('generate') ? () => void generateIdeas() : null}
          generating={busy === 'generate'}
        />
      </Body>
    </>
  );
}
