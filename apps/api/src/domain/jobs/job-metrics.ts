import type { JobState } from '@replica/api-client/schemas';
import type { JobRow } from './job-store';

/** Where a process counts the jobs it ends (`infra/metrics`); none when metrics are off. */
export interface JobMetrics {
  jobFinished(job: { kind: string; state: string; seconds: number }): void;
}

const ENDED: ReadonlySet<string> = new Set<JobState>(['done', 'failed', 'cancelled']);

/**
 * Counts a job that the move which returned `row` has just ended (done, failed or cancelled),
 * with the time from its request to its end: what a person waited, queueing included. Nothing
 * for no row (the move did not happen) or a job still active.
 *
 * @example countFinishedJob(context.jobMetrics, await moveJob(db, id, ['running'], ended));
 */
export function countFinishedJob(metrics: JobMetrics | undefined, row: JobRow | undefined): void {
  if (!metrics || !row?.finishedAt || !ENDED.has(row.state)) return;
  // Clocks of two machines (the row's default and a worker's) may disagree by a little.
  const seconds = Math.max(0, (row.finishedAt.getTime() - row.createdAt.getTime()) / 1000);
  metrics.jobFinished({ kind: row.kind, state: row.state, seconds });
}
