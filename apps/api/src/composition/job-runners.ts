import { tellingRises } from '../alerts/rises-after-jobs';
import { tellRises } from '../alerts/rising-alerts';
import { importJob } from '../scraping/import-job';
import { type WatchJobDeps, watchJob } from '../watches/watch-job';
import { analysisJob } from './analysis-job';
import type { JobRunners } from './job-runner';
import { recalcRealJob, reclassifyJob } from './whole-jobs';

/**
 * Every kind of job and how it runs. The kinds that analyse an industry's comments tell the
 * workspace of its sharp rises once done (a watch's run tells them itself, before it ends).
 */
export function jobRunners(scraping: WatchJobDeps): JobRunners {
  const tell = tellRises(scraping);
  return {
    'analyse-pending': tellingRises(analysisJob, tell),
    reanalyse: tellingRises(analysisJob, tell),
    'recalc-real': recalcRealJob,
    reclassify: reclassifyJob,
    'import-apify-run': tellingRises(importJob(scraping), tell),
    'watch-run': watchJob(scraping, tell),
  };
}
