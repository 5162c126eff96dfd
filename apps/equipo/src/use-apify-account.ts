import type { ApifyAccount } from '@replica/api-client';
import {
  apiQuery,
  queryKeys,
  useApiMutation,
  useApiQuery,
  useQueryClient,
} from '@replica/api-client/react';
import { useCallback } from 'react';

/**
 * The workspace's own Apify account (admins only: the API refuses anyone else), from the shared
 * cache, and the two changes made to it. Both answer the account as it now is, which shows at
 * once; the scraper's configuration and the log are asked again, since who runs scrapes changed.
 * `retry` asks again after a failure, loading as on opening.
 */
export function useApifyAccount() {
  const queryClient = useQueryClient();
  const account = useApiQuery('apifyAccount');
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey: queryKeys.apifyAccount(), exact: true }),
    [queryClient],
  );
  const showAccount = (now: ApifyAccount) => {
    const { queryKey } = apiQuery('apifyAccount');
    queryClient.setQueryData(queryKey, now);
    return [queryKey];
  };
  const connect = useApiMutation('connectApifyAccount', { updateInPlace: showAccount });
  const disconnect = useApiMutation('disconnectApifyAccount', { updateInPlace: showAccount });
  return { account, retry, connect, disconnect };
}

/** Connects a token: `useApifyAccount().connect`. */
export type ConnectApifyAccount = ReturnType<typeof useApifyAccount>['connect'];
