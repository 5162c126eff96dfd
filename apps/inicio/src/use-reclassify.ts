import { type Job, type ReclassifyResult, codeText } from '@replica/api-client';
import { useInvalidateAfter, useJob } from '@replica/api-client/react';
import { useLanguage } from '@replica/ui';
import { useState } from 'react';

/**
 * The outcome of the last reclassification, kept until dismissed or replaced. An error with no
 * text of its own has `message: null` so the screen shows its default in the current language.
 */
export type ReclassifyOutcome =
  | { kind: 'success'; result: ReclassifyResult }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string | null };

/** A finished job in the words the synchronous reclassification used. */
function outcomeOf(job: Job): ReclassifyOutcome {
  if (job.state === 'cancelled') return { kind: 'cancelled' };
  if (job.state === 'failed') return { kind: 'error', message: job.error };
  return {
    kind: 'success',
    result: { reclassified: job.done, byRules: job.byRules, byAI: job.byModel },
  };
}

/**
 * Runs 'Auto-clasificar industrias' as a background job and, once it ends, asks again for what
 * it changed (metrics, industries and every count by industry). A reclassification already
 * running, started here before a reload or in another tab, is picked up and followed the same
 * way.
 */
export function useReclassify() {
  const [language] = useLanguage();
  const invalidateAfter = useInvalidateAfter();
  const [finished, setFinished] = useState<ReclassifyOutcome | null>(null);
  // The job's start changes nothing itself; what it changed is known once it has ended.
  const reclassification = useJob({
    kind: 'reclassify',
    onFinished: (job) => {
      setFinished(outcomeOf(job));
      void invalidateAfter('industriesReclassified');
    },
  });
  const { error } = reclassification;

  async function reclassify() {
    setFinished(null);
    await reclassification.start();
  }

  const outcome: ReclassifyOutcome | null =
    error?.action === 'start'
      ? {
          kind: 'error',
          message: codeText(error.cause, language) ?? null,
        }
      : finished;

  return {
    busy: reclassification.busy === 'start' || reclassification.active,
    /** The reclassification running now, for its progress; null when none runs. */
    running: reclassification.active ? reclassification.job : null,
    /** Following the running job failed (it goes on in the background). */
    watchFailed: error?.action === 'watch',
    outcome,
    reclassify,
    dismiss: () => {
      setFinished(null);
      reclassification.clearError();
    },
  };
}
