import { tellingRises } from '../domain/alerts/rises-after-jobs';
import type { TellRises } from '../domain/alerts/rising-alerts';
import { analysisJob } from '../domain/jobs/analysis-job';
import type { JobRunners } from '../domain/jobs/job-runner';
import { recalcRealJob, reclassifyJob } from '../domain/jobs/whole-jobs';
import { importJob } from '../domain/scraping/import-job';
import { type WatchJobDeps, watchJob } from '../domain/watches/watch-job';

/**
 * Every kind of job and how it runs. The kinds that analyse an industry's comments tell the
 * workspace of its sharp rises once done (a watch's run tells them itself, before it ends).
 */
export function runnersByKind(scraping: WatchJobDeps, tell: TellRises): JobRunners {
  return {
    'analyse-pending': tellingRises(analysisJob, tell),
    reanalyse: tellingRises(analysisJob, tell),
    'recalc-real': recalcRealJob,
    reclassify: reclassifyJob,
    'import-apify-run': tellingRises(importJob(scraping), tell),
    'watch-run': watchJob(scraping, tell),
  };
}
