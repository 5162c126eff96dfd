import { importJob } from '../scraping/import-job';
import { type WatchJobDeps, watchJob } from '../watches/watch-job';
import { analysisJob } from './analysis-job';
import type { JobRunners } from './job-runner';
import { recalcRealJob, reclassifyJob } from './whole-jobs';

/** Every kind of job and how it runs. */
export function jobRunners(scraping: WatchJobDeps): JobRunners {
  return {
    'analyse-pending': analysisJob,
    reanalyse: analysisJob,
    'recalc-real': recalcRealJob,
    reclassify: reclassifyJob,
    'import-apify-run': importJob(scraping),
    'watch-run': watchJob(scraping),
  };
}
