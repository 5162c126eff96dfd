import type { Database } from '../../db/database';
import type { JobStarter } from '../../domain/jobs/job-starter';
import { type ApifyReach, startDueWatches } from '../../domain/watches/due-watches';
import { errorChain } from '../log/logged-error';
import type { Logger } from '../log/logger';

// Watches are due on the hour; looking this often starts them within half a minute.
const LOOK_INTERVAL_MS = 30_000;

/** Looks for due watches now and every 30 s in this process; `stop` ends it. */
export function startWatchScheduler({
  database,
  jobs,
  now,
  logger,
  apify,
}: {
  database: Database;
  jobs: JobStarter;
  now: () => Date;
  logger: Logger;
  apify: ApifyReach;
}): { stop(): void } {
  const look = () => {
    startDueWatches(database, jobs, now(), apify).catch((error: unknown) =>
      logger.error({ reason: errorChain(error) }, 'Watch scheduler: look failed'),
    );
  };
  look();
  const timer = setInterval(look, LOOK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
