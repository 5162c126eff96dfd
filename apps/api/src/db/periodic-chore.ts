import type { Logger } from '../infra/log/logger';

/** Tells a chore's run whether the chore has been stopped meanwhile (the database closing). */
export type StillWanted = () => boolean;

/**
 * Runs `chore` every `intervalMs` (and at once when `runAtStart`), never two runs at a time, on a
 * timer that keeps no process alive. A failure is logged with `failureMessage` unless the chore
 * was stopped meanwhile, as a database closing mid-run is expected. Returns a function that stops
 * it.
 */
export function startPeriodicChore(
  chore: (stillWanted: StillWanted) => Promise<void>,
  {
    intervalMs,
    logger,
    failureMessage,
    runAtStart = false,
  }: { intervalMs: number; logger: Logger; failureMessage: string; runAtStart?: boolean },
): () => void {
  let stopped = false;
  let running = false;
  const stillWanted = () => !stopped;

  const runOnce = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await chore(stillWanted);
    } catch (error) {
      if (!stopped) logger.error({ err: error }, failureMessage);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  if (runAtStart) void runOnce();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
