import { useApiMutation, useApiQuery, useRetryRead } from '@replica/api-client/react';

/**
 * The workspace's live API tokens, newest first (admins only: the API refuses anyone else), from
 * the shared cache, and the two changes made to them. `create` answers the new token with its
 * secret, which exists only in that answer; `revoke` answers the remaining ones, which show at
 * once. `retry` asks again after a failure, loading as on opening.
 */
export function useApiTokens() {
  const tokens = useApiQuery('apiTokens');
  const retry = useRetryRead('apiTokens');
  const create = useApiMutation('createApiToken');
  const revoke = useApiMutation('revokeApiToken', { answerIs: 'apiTokens' });
  return { tokens, retry, create, revoke };
}

/** Makes an API token: `useApiTokens().create`. */
export type CreateApiToken = ReturnType<typeof useApiTokens>['create'];
