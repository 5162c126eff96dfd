import type { WorkspaceDb } from '../../db/database';
import type { JobStarter } from '../../domain/jobs/job-starter';
import { createOrFindActiveJob } from '../../domain/jobs/job-store';
import { type JobQueue, sendPlan } from './job-queue';

/**
 * The {@link JobStarter} over the job queue. `wake` makes a worker of this process look at once
 * instead of at its next poll.
 */
export function queuedJobStarter(queue: JobQueue, wake: () => void = () => {}): JobStarter {
  return {
    async start(db: WorkspaceDb, job) {
      const { row } = await createOrFindActiveJob(db, job);
      // Sent for a found job too: one whose process died between the row and the message gets
      // its message now, and one already queued keeps its single message (same id).
      await sendPlan(queue, { workspaceId: db.workspaceId, jobId: row.id });
      wake();
      return row;
    },
  };
}
