import { api } from '@replica/api-client';
import { queryKeys, useInvalidateAfter, useQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback } from 'react';

/**
 * The workspace's own Apify account (admins only: the API refuses anyone else), from the shared
 * cache, and the two changes made to it. Both answer the account as it now is, which shows at
 * once; the scraper's configuration and the log are asked again, since who runs scrapes changed.
 * `retry` asks again after a failure, loading as on opening.
 */
export function useApifyAccount() {
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: queryKeys.apifyAccount(),
    queryFn: () => api.apifyAccount(),
  });
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey: queryKeys.apifyAccount(), exact: true }),
    [queryClient],
  );
  const invalidateAfter = useInvalidateAfter();
  const connect = useCallback(
    async (token: string) => {
      const connected = await api.connectApifyAccount(token);
      queryClient.setQueryData(queryKeys.apifyAccount(), connected);
      void invalidateAfter('apifyAccountChanged', { updatedInPlace: [queryKeys.apifyAccount()] });
      return connected;
    },
    [queryClient, invalidateAfter],
  );
  const disconnect = useCallback(async () => {
    queryClient.setQueryData(queryKeys.apifyAccount(), await api.disconnectApifyAccount());
    void invalidateAfter('apifyAccountChanged', { updatedInPlace: [queryKeys.apifyAccount()] });
  }, [queryClient, invalidateAfter]);
  return { account, retry, connect, disconnect };
}
