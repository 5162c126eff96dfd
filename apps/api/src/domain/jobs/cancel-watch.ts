import type { WorkspaceDb } from '../../db/database';
import { findJob } from './job-store';

// How often a slice of model calls looks whether its job was cancelled: a cancelled job stops
// paying for calls within about this long.
const CANCEL_POLL_MS = 1_000;

/**
 * A signal that aborts once the job is no longer running (cancelled, failed, gone), checked every
 * second until `stop()`. Cancelling writes the job's state in whichever process took the request;
 * the worker holding the slice learns it here.
 */
export function watchForCancel(
  db: WorkspaceDb,
  jobId: number,
): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const timer = setInterval(() => {
    findJob(db, jobId).then(
      (job) => {
        if (job?.state !== 'running') controller.abort();
      },
      // A failed look (the database away) is only a missed look: the next one tries again.
      () => {},
    );
  }, CANCEL_POLL_MS);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}
