import type { ApiClient } from '@replica/api-client';
import type { Job } from '@replica/api-client/schemas';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database';
import type { AlertChannels } from '../src/domain/alerts/alert-channels';
import type { JobStarter } from '../src/domain/jobs/job-starter';
import type { JobContext } from '../src/domain/jobs/job-runner';
import type { ApifySettings } from '../src/infra/apify/apify-config';
import { composeServices } from '../src/composition/services';
import { silentLogger } from '../src/infra/log/logger';
import { openJobQueue } from '../src/infra/queue/job-queue';
import { startJobWorker } from '../src/infra/queue/job-worker';
import { queuedJobStarter } from '../src/infra/queue/queued-job-starter';

export interface TestJobs {
  (): JobStarter;
}

export interface TestJobOptions {
  /** Parts of the worker's context to replace (an AI analyser). */
  context?: Partial<Omit<JobContext, 'signal'>>;
  /** The Apify the worker imports runs from, as the app's: read when the worker starts. */
  apify?: () => ApifySettings | undefined;
  /** How watch runs' alerts go out: webhooks only, no e-mail, unless given. */
  channels?: () => AlertChannels | undefined;
}

/**
 * The job queue and a worker in the test's process, on the suite's database, started before its
 * tests and stopped after them. Register it after the hooks that open what it needs (the
 * database, a fake Apify), so it starts after them and stops before they close.
 *
 * @example
 * const jobs = workingJobs(database);
 * const http = serveOnLoopback(() => createApp({ database: database(), jobs: jobs() }));
 */
export function workingJobs(
  database: () => Database,
  { context = {}, apify = () => undefined, channels = () => undefined }: TestJobOptions = {},
): TestJobs {
  let starter: JobStarter | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const queue = await openJobQueue(database(), silentLogger);
    const now = context.now ?? (() => new Date());
    const worker = await startJobWorker({
      database: database(),
      queue,
      runners: composeServices({
        database: database(),
        now,
        analyser: context.analyser,
        apify: apify(),
        alertChannels: channels(),
      }).runners,
      context: {
        analyser: undefined,
        aiConcurrency: 4,
        aiTimeoutMs: 5_000,
        industryClassifier: undefined,
        now,
        ...context,
      },
      logger: silentLogger,
    });
    starter = queuedJobStarter(queue, worker.wake);
    stop = () => worker.stop();
  });
  afterAll(async () => {
    await stop?.();
  });
  return () => {
    if (!starter) throw new Error('the job worker starts in beforeAll');
    return starter;
  };
}

/** The job once it has left `queued` and `running`, asking every 50 ms for up to `timeoutMs`. */
export async function finishedJob(api: ApiClient, jobId: number, timeoutMs = 20_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await api.job({ params: { id: jobId } });
    if (job.state !== 'queued' && job.state !== 'running') return job;
    if (Date.now() > deadline)
      throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
