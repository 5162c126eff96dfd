import { useApiMutation, useApiQuery, useRetryRead } from '@replica/api-client/react';

/**
 * The workspace's own Apify account (admins only: the API refuses anyone else), from the shared
 * cache, and the two changes made to it. Both answer the account as it now is, which shows at
 * once; the scraper's configuration and the log are asked again, since who runs scrapes changed.
 * `retry` asks again after a failure, loading as on opening.
 */
export function useApifyAccount() {
  const account = useApiQuery('apifyAccount');
  const retry = useRetryRead('apifyAccount');
  const connect = useApiMutation('connectApifyAccount', { answerIs: 'apifyAccount' });
  const disconnect = useApiMutation('disconnectApifyAccount', { answerIs: 'apifyAccount' });
  return { account, retry, connect, disconnect };
}

/** Connects a token: `useApifyAccount().connect`. */
export type ConnectApifyAccount = ReturnType<typeof useApifyAccount>['connect'];
