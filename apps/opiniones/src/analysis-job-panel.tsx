import { Banner, JobProgress, useTexts } from '@replica/ui';
import { opinionesTexts } from './texts';
import type { useAnalysisJob } from './use-analysis-job';

export interface AnalysisJobPanelProps {
  analysis: ReturnType<typeof useAnalysisJob>;
  /** Whether the member's role may analyse, and so cancel the analysis. */
  canCancel: boolean;
}

/** The background analysis above the list: its progress while it runs, and a failed call. */
export function AnalysisJobPanel({ analysis, canCancel }: AnalysisJobPanelProps) {
  const t = useTexts(opinionesTexts);
  const { job } = analysis;

  return (
    <>
      {analysis.active && job && (
        <JobProgress
          label={t.jobProgress}
          done={job.done}
          total={job.total}
          etaSeconds={job.etaSeconds}
          byModel={job.byModel}
          byRules={job.byRules}
          fallbacks={job.fallbackReasons}
          onCancel={canCancel ? () => void analysis.cancel() : undefined}
          cancelling={analysis.busy === 'cancel'}
        />
      )}
      {analysis.errorMessage && (
        <Banner tone="error" onClose={analysis.clearError} closeLabel={t.close}>
          {analysis.errorMessage}
        </Banner>
      )}
    </>
  );
}
