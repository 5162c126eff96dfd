import type { WorkspaceDb } from '../../db/database';
import type { JobRow, NewJob } from './job-store';

/** Starts jobs: what the routes and the Apify imports hold (`infra/queue` makes one). */
export interface JobStarter {
  /**
   * Records a job and queues its planning, or answers the one of the same kind and target
   * already queued or running.
   */
  start(db: WorkspaceDb, job: NewJob): Promise<JobRow>;
}
