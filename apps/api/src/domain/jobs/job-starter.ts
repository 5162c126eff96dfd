import type { WorkspaceDb } from '../../db/database';
import { type JobQueue, sendPlan } from '../../infra/queue/job-queue';
import { type JobRow, type NewJob, createOrFindActiveJob } from './job-store';

/** Starts jobs: what the routes and the Apify imports hold. */
export interface JobStarter {
  /**
   * Records a job and queues its planning, or answers the one of the same kind and target
   * already queued or running.
   */
  start(db: WorkspaceDb, job: NewJob): Promise<JobRow>;
}

/** `wake` makes a worker of this process look at once instead of at its next poll. */
export function jobStarter(queue: JobQueue, wake: () => void = () => {}): JobStarter {
  return {
    async start(db, job) {
      const { row } = await createOrFindActiveJob(db, job);
      // Sent for a found job too: one whose process died between the row and the message gets
      // its message now, and one already queued keeps its single message (same id).
      await sendPlan(queue, { workspaceId: db.workspaceId, jobId: row.id });
      wake();
      return row;
    },
  };
}
