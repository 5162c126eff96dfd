import type { JobRunner } from '../jobs/job-runner';
import { findJob } from '../jobs/job-store';
import type { TellRises } from './rising-alerts';

/**
 * A kind of job that analyses an industry's comments, which once done tells the workspace of
 * the industry's sharp rises: comments imported by file, paste or webhook and analysed in the
 * background alert as a watch's do. Whichever slice ends the job tells; the alerts' unique
 * index keeps a rise told once even if two slices see the job done.
 */
export function tellingRises(runner: JobRunner, tell: TellRises): JobRunner {
  return {
    ...runner,
    async runSlice(db, job, slice, context) {
      const finished = await runner.runSlice(db, job, slice, context);
      if (finished && job.industry && (await findJob(db, job.id))?.state === 'done') {
        await tell(db, job.industry);
      }
      return finished;
    },
  };
}
