import { type ApiToken, type ApiTokenRequest, api } from '@replica/api-client';
import { queryKeys, useQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback } from 'react';

/**
 * What a token made or revoked makes out of date: the list, and the activity log beside it
 * that records the change. Asking the list again also replaces a load begun before the change.
 */
const READS_CHANGED_BY_A_TOKEN = [queryKeys.apiTokens.all, queryKeys.auditLog.all];

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
  const refresh = useCallback(
    () =>
      Promise.all(
        READS_CHANGED_BY_A_TOKEN.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient],
  );
  const create = useCallback(
    async (request: ApiTokenRequest) => {
      const created = await api.createApiToken(request);
      void refresh();
      return created;
    },
    [refresh],
  );
  const revoke = useCallback(
    async (token: ApiToken) => {
      queryClient.setQueryData(queryKeys.apiTokens(), await api.revokeApiToken(token.id));
      void refresh();
    },
    [queryClient, refresh],
  );
  return { tokens, retry, create, revoke };
}
