import { type ApiToken, type ApiTokenRequest, api } from '@replica/api-client';
import { queryKeys, useInvalidateAfter, useQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback } from 'react';

/**
 * The workspace's live API tokens, newest first (admins only: the API refuses anyone else), from
 * the shared cache, and the two changes made to them. `create` answers the new token with its
 * secret, which exists only in that answer; `revoke` shows the remaining ones at once. `retry`
 * asks again after a failure, loading as on opening.
 */
export function useApiTokens() {
  const queryClient = useQueryClient();
  const tokens = useQuery({
    queryKey: queryKeys.apiTokens(),
    queryFn: () => api.apiTokens(),
  });
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey: queryKeys.apiTokens(), exact: true }),
    [queryClient],
  );
  const invalidateAfter = useInvalidateAfter();
  const create = useCallback(
    async (request: ApiTokenRequest) => {
      const created = await api.createApiToken(request);
      void invalidateAfter('apiTokensChanged');
      return created;
    },
    [invalidateAfter],
  );
  const revoke = useCallback(
    async (token: ApiToken) => {
      queryClient.setQueryData(queryKeys.apiTokens(), await api.revokeApiToken(token.id));
      void invalidateAfter('apiTokensChanged', { updatedInPlace: [queryKeys.apiTokens()] });
    },
    [queryClient, invalidateAfter],
  );
  return { tokens, retry, create, revoke };
}
