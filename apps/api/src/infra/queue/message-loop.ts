import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import { errorChain } from '../log/logged-error';
import type { Logger } from '../log/logger';
import type { JobQueue } from './job-queue';

export interface MessageLoop {
  /** Asks for a message now rather than at the next poll. */
  wake(): void;
  /** Settles once the loop has stopped (its signal aborted) and its last message is settled. */
  readonly stopped: Promise<void>;
}

/**
 * Takes messages of one queue, one at a time, and settles each: completed when `handle`
 * resolves, failed (so retried, or dead-lettered once out of tries) when it throws. pg-boss's own
 * `work()` leaves the promise of that last step unhandled, which killed the process when the
 * database went away mid-slice; here every call to the queue is awaited and a failure of the
 * queue itself is logged and waited out, so a worker outlives a database restart.
 */
export function messageLoop<Data extends object>(
  queue: JobQueue,
  name: string,
  handle: (message: PgBoss.Job<Data>) => Promise<void>,
  { signal, pollMs, logger }: { signal: AbortSignal; pollMs: number; logger: Logger },
): MessageLoop {
  let wakeUp: (() => void) | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      void sleep(pollMs, undefined, { signal }).then(resolve, resolve);
    });

  const run = async () => {
    while (!signal.aborted) {
      let message: PgBoss.Job<Data> | undefined;
      try {
        [message] = await queue.fetch<Data>(name);
      } catch (error) {
        logger.error({ queue: name, reason: errorChain(error) }, 'Job queue: could not fetch');
      }
      if (!message) {
        await idle();
        continue;
      }
      // PGlite runs in this thread and answers through microtasks only: without a turn of the
      // event loop between messages, a busy worker would keep HTTP answers waiting to the end.
      await setImmediate();
      await settle(queue, name, message, handle, logger);
    }
  };

  return {
    wake: () => wakeUp?.(),
    stopped: run(),
  };
}

async function settle<Data extends object>(
  queue: JobQueue,
  name: string,
  message: PgBoss.Job<Data>,
  handle: (message: PgBoss.Job<Data>) => Promise<void>,
  logger: Logger,
): Promise<void> {
  let failure: Error | undefined;
  try {
    await handle(message);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  try {
    if (failure) await queue.fail(name, message.id, { message: failure.message });
    else await queue.complete(name, message.id);
  } catch (error) {
    // The database is away: the message stays active and is given back once it is seen
    // unclaimed (job-claims.ts) or when it expires.
    logger.error(
      { queue: name, messageId: message.id, reason: errorChain(error) },
      'Job queue: could not settle a message',
    );
  }
}
