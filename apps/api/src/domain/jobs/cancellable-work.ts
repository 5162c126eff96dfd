import type { WorkspaceDb } from '../../db/database';
import type { WaitingWork } from '../analysis/analyse-waiting-for-provider';
import { watchForCancel } from './cancel-watch';
import type { JobContext } from './job-runner';

/**
 * A slice's model calls as work that stops once the worker stops or the job is cancelled (looked
 * for every second until `stop()`), and that waits out a provider's long retry-after on the
 * worker's clock, logging each wait with `note`.
 */
export function cancellableWork(
  db: WorkspaceDb,
  jobId: number,
  context: JobContext,
  note: Readonly<Record<string, unknown>>,
): { work: WaitingWork; stop: () => void } {
  const cancelled = watchForCancel(db, jobId);
  return {
    work: {
      signal: AbortSignal.any([context.signal, cancelled.signal]),
      now: context.now,
      sleep: context.sleep,
      log: context.log,
      note,
    },
    stop: cancelled.stop,
  };
}
