import { SAMPLE_INDUSTRY, api, errorText } from '@replica/api-client';
import { useInvalidateAfter, useJob } from '@replica/api-client/react';
import { useLanguage } from '@replica/ui';
import { useRef } from 'react';

/**
 * 'Probar con datos de ejemplo': `POST sample-data` loads the demo industry and answers the job
 * analysing it, followed here for its progress. Once it is done, `onAnalysed` runs (the page
 * opens the demo's report) — only for a load started here, not one found running.
 */
export function useSampleData(onAnalysed: () => void) {
  const [language] = useLanguage();
  const invalidateAfter = useInvalidateAfter();
  const startedHere = useRef(false);
  const analysis = useJob({
    kind: 'analyse-pending',
    industry: SAMPLE_INDUSTRY,
    startWith: () => api.loadSampleData({ body: {} }),
    onFinished: (job) => {
      void invalidateAfter('commentsAnalysed');
      if (job.state === 'done' && startedHere.current) onAnalysed();
      startedHere.current = false;
    },
  });

  async function load() {
    startedHere.current = true;
    await analysis.start();
    // The demo's comments are in before its analysis ends: its card and counts show them now.
    void invalidateAfter('commentsImported');
  }

  const failed = analysis.error?.action === 'start' ? analysis.error.cause : null;
  return {
    load,
    busy: analysis.busy === 'start',
    /** The analysis running now, for its progress; null when none runs. */
    running: analysis.active ? analysis.job : null,
    error: failed === null ? null : errorText(failed, 'sampleData', language),
  };
}
