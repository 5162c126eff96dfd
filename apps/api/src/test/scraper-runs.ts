import type { ApiClient, ScraperRun } from '@replica/api-client';

/**
 * Polls `scraper-runs` until the run with `runId` reaches one of `statuses` (a webhook's import
 * goes on after its answer), or fails the test after `timeoutMs`.
 */
export async function runReaching(
  api: ApiClient,
  runId: string,
  statuses: readonly string[],
  timeoutMs = 15_000,
): Promise<ScraperRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await api.scraperRuns()).items.find((item) => item.runId === runId);
    if (run && statuses.includes(run.status)) return run;
    if (Date.now() > deadline) {
      throw new Error(`run ${runId} is ${run?.status ?? 'unknown'}, not ${statuses.join('/')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
