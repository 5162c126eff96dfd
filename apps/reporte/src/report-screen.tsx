import {
  type PainPointOrder,
  type TextLanguage,
  errorText,
  noteReportRead,
} from '@replica/api-client';
import {
  useApiMutation,
  useApiQuery,
  useCreateIndustry,
  useCurrentWorkspace,
  useInvalidateAfter,
  useJob,
} from '@replica/api-client/react';
import {
  Banner,
  Button,
  IndustrySelector,
  JobProgress,
  LiveMessages,
  PageHeading,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ExportReportButton } from './export-report-button';
import { IdeasCard } from './ideas-card';
import { ReportView } from './report-view';
import { type ReporteTexts, reporteTexts } from './texts';
import { TrendsSection } from './trends-section';
import { remoteData } from './remote-data';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
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
  const createIndustry = useCreateIndustry();
  const t = useTexts(reporteTexts);
  const [language] = useLanguage();
  const { can, workspace } = useCurrentWorkspace();
  const invalidateAfter = useInvalidateAfter();
  const [painPointsOrder, setPainPointsOrder] = useState<PainPointOrder>('score');
  const reportQuery = useApiQuery(
    'report',
    { query: { industry, order: painPointsOrder } },
    // The other order's answer keeps the report on screen until it arrives.
    { placeholderData: (previous) => previous },
  );
  // A report with pain points on screen ticks 'Lee el reporte' in Inicio's first steps.
  const readPainPoints = (reportQuery.data?.topPainPoints.length ?? 0) > 0;
  useEffect(() => {
    if (workspace && readPainPoints) noteReportRead(workspace.id);
  }, [workspace, readPainPoints]);
  const ideasQuery = useApiQuery(
    'templates',
    { query: { industry } },
    { select: ({ items }) => items },
  );
  const ideasGeneration = useApiMutation('generateIdeas');
  const [notice, setNotice] = useState<Notice | null>(null);

  // 'Recalcular' re-clusters and rescores a whole industry: a background job, followed here. The
  // scores change when the job ends, not when it starts, so the report is asked again from here.
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

  function ideasFailed(error: unknown) {
    setNotice({
      tone: 'error',
      text: (_texts, shownIn) => errorText(error, 'generateIdeas', shownIn),
    });
  }

  function generateIdeas() {
    setNotice(null);
    ideasGeneration.mutate(
      { body: { industry, kind: 'ideas' } },
      {
        onSuccess: (answer) => {
          // Asked for ideas, the API answers how many it stored; anything else is a failure.
          if (!('generated' in answer)) return ideasFailed(null);
          const { generated } = answer;
          setNotice({
            tone: 'success',
            text: (texts) => texts.ideasGenerated(formatCount(generated)),
          });
        },
        onError: ideasFailed,
      },
    );
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
              onCreate={createIndustry}
              label={t.industry}
            />
            {can('analyse') && (
              <Button
                variant="secondary"
                onClick={() => void recalculate()}
                busy={recalc.active || recalc.busy === 'start'}
                disabled={ideasGeneration.isPending || recalc.active || recalc.busy !== null}
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
        <LiveMessages>
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
        </LiveMessages>
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
          onGenerate={can('generate') ? generateIdeas : null}
          generating={ideasGeneration.isPending}
        />
      </Body>
    </>
  );
}
