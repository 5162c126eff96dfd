import { type FailureKey, type Job, errorText } from '@replica/api-client';
import { type JobAction, useInvalidateAfter, useJob } from '@replica/api-client/react';
import { formatCount, useFallbackLine, useLanguage, useTexts } from '@replica/ui';
import { useRef } from 'react';
import { opinionesTexts } from './texts';
import type { ActionFeedback } from './use-inbox-actions';
import type { useInbox } from './use-inbox';
import type { useSelection } from './use-selection';

/** While a job analyses, the inbox reloads at most this often: it fills in without flickering. */
export const PROGRESS_RELOAD_MS = 2_000;

type Texts = (typeof opinionesTexts)['es'];

/** What failed when a call about the job fails. */
const JOB_CALL_FAILURES = {
  watch: 'jobs',
  start: 'jobStart',
  cancel: 'jobCancel',
} as const satisfies Record<JobAction, FailureKey>;

/**
 * How a finished analysis job is told: what it analysed, by the model and by the rules, and why
 * the model failed for any it was meant for (then as a warning: someone may need to act).
 */
function finishedFeedback(
  job: Job,
  t: Texts,
  fallbackLine: ReturnType<typeof useFallbackLine>,
): ActionFeedback {
  const done = formatCount(job.done);
  if (job.state === 'cancelled') return { tone: 'warning', message: t.jobCancelled(done) };
  if (job.state === 'failed') {
    return { tone: 'error', message: t.jobFailed(job.error ?? t.analyseError) };
  }
  const counted = t.batchDone(done, formatCount(job.byModel), formatCount(job.byRules));
  const fellBack = fallbackLine(job.fallbackReasons);
  return fellBack
    ? { tone: 'warning', message: `${counted}. ${fellBack}` }
    : { tone: 'success', message: counted };
}

/**
 * 'Analizar pendientes', whatever their number: a background job that analyses every
 * pending comment of the industry, the ones too short for a model with the rules, so none is left
 * pending. Its progress reloads the inbox quietly, and its end reloads it once more and is
 * reported in the last-action line. A job already running for the industry (another tab, before
 * a reload) is picked up on load.
 */
export function useAnalysisJob(
  industry: string,
  inbox: ReturnType<typeof useInbox>,
  selection: ReturnType<typeof useSelection>,
  report: (feedback: ActionFeedback) => void,
) {
  const t = useTexts(opinionesTexts);
  const [language] = useLanguage();
  const fallbackLine = useFallbackLine();
  const invalidateAfter = useInvalidateAfter();
  // The list stays on screen while it refreshes; a failure shows as a banner above it.
  const refresh = async () => {
    await invalidateAfter('commentsAnalysed');
    selection.retain(inbox.currentItems().map((item) => item.comment_id));
  };
  // Progress comes with the polls, about once a second; reloading on at most one every
  // PROGRESS_RELOAD_MS keeps the list filling in without flickering, and the end reloads anyway.
  const lastReload = useRef(0);
  const reloadNowAndThen = () => {
    const now = Date.now();
    if (now - lastReload.current < PROGRESS_RELOAD_MS) return;
    lastReload.current = now;
    void refresh();
  };

  const analysis = useJob({
    kind: 'analyse-pending',
    industry,
    onProgress: reloadNowAndThen,
    onFinished: (job) => {
      void refresh();
      report(finishedFeedback(job, t, fallbackLine));
    },
  });
  const { error } = analysis;

  return {
    ...analysis,
    /** What went wrong with the last call, in the current language; null when nothing did. */
    errorMessage: error && errorText(error.cause, JOB_CALL_FAILURES[error.action], language),
  };
}
