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

/**
 * The path of the Apify webhook as a workspace's URL has it: its `token` says which workspace
 * the run belongs to; `query` adds the defaults of runs Réplica did not start (`industry`,
 * `platform`). A null token leaves it out.
 */
export function apifyWebhookPath(token: string | null, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (token !== null) params.set('token', token);
  const search = params.toString();
  return `/functions/v1/apify-webhook${search ? `?${search}` : ''}`;
}
