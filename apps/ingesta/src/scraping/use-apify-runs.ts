import { queryKeys, useApiQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback } from 'react';

/** While a run is being imported the list is asked again this often, so its counts move. */
export const IMPORTING_POLL_MS = 2_000;

/** Our status of a run whose comments are being stored now. */
export const IMPORTING = 'IMPORTING';

/**
 * The recent Apify runs (`GET scraper-runs`), asked again every {@link IMPORTING_POLL_MS} while
 * one of them is IMPORTING. The list stays on screen while it is asked again.
 */
export function useApifyRuns() {
  return useApiQuery('scraperRuns', {
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => run.status === IMPORTING) ? IMPORTING_POLL_MS : false,
  });
}

/**
 * Asks the runs list again wherever it is shown: starting or re-importing a run adds or moves one,
 * which no change of the contract's writes names.
 */
export function useReloadApifyRuns() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.scraperRuns.all }),
    [queryClient],
  );
}
