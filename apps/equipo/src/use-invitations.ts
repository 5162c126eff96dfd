import { useApiQuery, useRetryRead } from '@replica/api-client/react';

/**
 * The workspace's pending invitations, newest first (admins only: the API refuses anyone else),
 * from the shared cache; a change asks again (`invitationsChanged`), keeping the last
 * list on screen meanwhile. `retry` asks again after a failure, loading as on opening.
 */
export function useInvitations() {
  const invitations = useApiQuery('invitations');
  const retry = useRetryRead('invitations');
  return { invitations, retry };
}
