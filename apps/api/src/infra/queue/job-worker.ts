import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database';
import type { JobContext, JobRunners } from '../../domain/jobs/job-runner';
import { activeJob, giveUpJob, planJob, runSlice } from '../../domain/jobs/job-steps';
import {
  WORKER_LOCK_CLASS,
  claimMessage,
  newWorkerKey,
  releaseMessage,
  takeOrphanedClaims,
  takeOwnStaleClaims,
  unclaimedActiveMessages,
} from './job-claims';
import { errorChain } from '../log/logged-error';
import type { Logger } from '../log/logger';
import { type JobMessage, type JobQueue, QUEUE, sendChunks } from './job-queue';
import { type MessageLoop, messageLoop } from './message-loop';

export interface JobWorkerOptions {
  database: Database;
  queue: JobQueue;
  runners: JobRunners;
  context: Omit<JobContext, 'signal' | 'log'>;
  /** Slices one process works on at once: enough to keep the AI budget and the database busy. */
  slicesAtOnce?: number;
  /**
   * Where the worker's own failures go (the sweep for dead workers' messages, the queue calls of
   * its loops), and what slices tell an operator (`JobContext.log`).
   */
  logger: Logger;
}

export interface JobWorker {
  /** Looks for work now rather than at the next poll (a job was just queued in this process). */
  wake(): void;
  /** Stops taking work; slices in progress store what they made and hand the rest back. */
  stop(): Promise<void>;
}

/** Thrown by a slice cut short by a stop, so the queue gives its message to another worker. */
class HandedBack extends Error {
  override name = 'HandedBack';
}

// How often an idle worker asks the queue for work.
const POLLING_INTERVAL_MS = 500;
// How often a worker looks for the messages of dead workers.
const SWEEP_INTERVAL_MS = 2_000;
// A stopping worker gives slices this long to end before the queue takes them back anyway.
const STOP_GRACE_MS = 8_000;

/** Starts working the job queues in this process: plans, slices, and slices that kept failing. */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { database, queue, runners } = options;
  const stopping = new AbortController();
  // Every loop's idle wait and every slice's model calls listen for the stop: more than Node's
  // default of 10 warns of a leak that is not one.
  setMaxListeners(100, stopping.signal);
  const context: JobContext = {
    ...options.context,
    log: options.logger,
    signal: stopping.signal,
  };
  const loops: MessageLoop[] = [];
  // The messages this process is working on now, by id.
  const working = new Map<string, string>();
  // Alive for as long as this lock is held: other workers give back what a dead one held.
  const workerKey = newWorkerKey();
  await database.holdSessionLock(WORKER_LOCK_CLASS, workerKey);

  /** Starts a loop over one queue's messages, each claimed while it is handled. */
  const work = (name: string, handle: (message: JobMessage) => Promise<void>) => {
    const loop = messageLoop<JobMessage>(
      queue,
      name,
      async (message) => {
        working.set(message.id, name);
        try {
          await claimMessage(database.db, { messageId: message.id, queue: name, workerKey });
          await handle(message.data);
        } finally {
          working.delete(message.id);
          await releaseMessage(database.db, message.id, workerKey).catch(() => {});
        }
      },
      { signal: stopping.signal, pollMs: POLLING_INTERVAL_MS, logger: options.logger },
    );
    loops.push(loop);
  };

  /**
   * Gives back to the queue, to be tried again now, what nobody works on any more: the messages
   * of workers that died (their claims without a lock, or taken and never claimed), and this
   * worker's own claims left from before the database went away.
   */
  const reclaimOrphans = async () => {
    const orphans = [
      ...(await takeOrphanedClaims(database.db)),
      ...(await unclaimedActiveMessages(database.db, Object.values(QUEUE))),
      ...(await takeOwnStaleClaims(database.db, workerKey, new Set(working.keys()))),
    ];
    for (const name of new Set(orphans.map((orphan) => orphan.queue))) {
      const ids = orphans.filter((orphan) => orphan.queue === name).map((o) => o.messageId);
      // A dead worker's message is both an orphaned claim and, once that is removed, unclaimed.
      await queue.fail(name, [...new Set(ids)]);
    }
    if (orphans.length > 0) wakeAll();
  };

  const plan = async ({ workspaceId, jobId }: JobMessage) => {
    const db = database.forWorkspace(workspaceId);
    const active = await activeJob(db, jobId, runners);
    if (!active) return;
    const open = await planJob(db, active, context);
    // Queued again after a retry, which changes nothing for slices whose messages are still there.
    await sendChunks(
      queue,
      open.map((seq) => ({ workspaceId, jobId, seq })),
      active.runner.expireInSeconds(active.job, context),
    );
    wakeAll();
  };

  const chunk = async ({ workspaceId, jobId, seq }: JobMessage) => {
    if (seq === undefined) return;
    const db = database.forWorkspace(workspaceId);
    const finished = await runSlice(db, jobId, seq, runners, context);
    if (!finished) throw new HandedBack(`job ${jobId} slice ${seq}: worker stopping`);
  };

  const giveUp = ({ workspaceId, jobId }: JobMessage) =>
    giveUpJob(database.forWorkspace(workspaceId), jobId, context);

  const wakeAll = () => {
    for (const loop of loops) loop.wake();
  };

  work(QUEUE.plan, plan);
  for (let i = 0; i < (options.slicesAtOnce ?? 2); i += 1) work(QUEUE.chunk, chunk);
  work(QUEUE.deadChunk, giveUp);

  // One sweep at a time, never on a timer that fires regardless: on a slow database a second
  // sweep could give back a message the first had already given back and this worker had taken
  // again, and two loops would then run that slice at once.
  const sweeping = (async () => {
    const { signal } = stopping;
    while (!signal.aborted) {
      await sleep(SWEEP_INTERVAL_MS, undefined, { signal, ref: false }).catch(() => {});
      if (signal.aborted) break;
      await reclaimOrphans().catch((error: unknown) =>
        options.logger.error({ reason: errorChain(error) }, 'Job claims: sweep failed'),
      );
    }
  })();

  return {
    wake: wakeAll,
    async stop() {
      stopping.abort();
      // Slices see the signal, store what they made and hand the rest back; one that does not
      // end within the grace is handed back here, and its late results are stored only where
      // still missing.
      const grace = sleep(STOP_GRACE_MS, 'late' as const);
      const ended = Promise.all(loops.map((loop) => loop.stopped)).then(() => 'ended' as const);
      if ((await Promise.race([ended, grace])) === 'late') {
        for (const [id, name] of working) await queue.fail(name, id).catch(() => {});
      }
      await sweeping;
      await queue.stop({ graceful: false, close: false });
    },
  };
}
