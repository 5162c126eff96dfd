import type { JobQueue } from './job-queue';

/**
 * Whether the queue still runs in this process, for readiness: `openJobQueue` hands it over
 * started, and pg-boss says when it has stopped (a shutdown, a worker's stop). pg-boss keeps
 * its own state private, so the event is what there is to go by.
 *
 * @example const running = queueRunning(queue); if (!running()) answerNotReady();
 */
export function queueRunning(queue: JobQueue): () => boolean {
  let running = true;
  queue.once('stopped', () => {
    running = false;
  });
  return () => running;
}
