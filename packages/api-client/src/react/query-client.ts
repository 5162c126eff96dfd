// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so `instanceof ApiError` sees the class the shared client throws.
import { ApiError } from '@replica/api-client';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** How many times a read that failed for a passing reason (no network, a 5xx) is tried again. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: a lost connection or a busy server passes, a
 * refusal (4xx: signed out, not allowed, bad input) answers the same however often it is asked.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < READ_RETRIES;
}

/**
 * The defaults of the one server-state cache every screen shares:
 * - `staleTime` 0: a screen shows what the cache holds at once and asks again as it opens, as
 *   each one did before the cache, so work done elsewhere (another tab, a webhook) shows up;
 *   reads asked by several parts at once still go out once.
 * - retries only for passing failures ({@link shouldRetryRead}); changes are never retried
 *   (the user retries an action, which may not be safe to repeat).
 * - refetch on window focus: coming back to the tab refreshes what is on screen.
 * - `networkMode: 'always'`: see below.
 */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: 0,
    retry: shouldRetryRead,
    refetchOnWindowFocus: true,
    // The client turns a lost connection into its own error (status 0) with a catalogue text,
    // which the screens show; they would otherwise wait, paused, for the browser to say online.
    networkMode: 'always',
  },
  mutations: { retry: false, networkMode: 'always' },
} satisfies QueryClientConfig['defaultOptions'];

/**
 * A new cache with Réplica's defaults: the shell makes one per signed-in session; tests make one
 * per test (`freshQueryClient` in `@replica/api-client/testing/query`).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...config.defaultOptions?.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...config.defaultOptions?.mutations },
    },
  });
}
