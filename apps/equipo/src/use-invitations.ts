import { queryKeys, useApiQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback } from 'react';

/**
 * The workspace's pending invitations, newest first (admins only: the API refuses anyone else),
 * from the shared cache; a change asks again (`invitationsChanged`), keeping the last
 * list on screen meanwhile. `retry` asks again after a failure, loading as on opening.
 */
export function useInvitations() {
  const queryClient = useQueryClient();
  const invitations = useApiQuery('invitations');
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey: queryKeys.invitations(), exact: true }),
    [queryClient],
  );
  return { invitations, retry };
}
