import { type Invitation, api } from '@replica/api-client';
import { useCallback, useEffect, useState } from 'react';

export type InvitationsState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; items: Invitation[] };

/**
 * The workspace's pending invitations, newest first (admins only: the API refuses anyone else).
 * `reload` asks again (after creating one, say), keeping the last list on screen meanwhile;
 * `replace` puts in place a list the server answered with.
 */
export function useInvitations() {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<InvitationsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    api.invitations().then(
      ({ items }) => current && setState({ status: 'loaded', items }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => {
    setState((last) => (last.status === 'failed' ? { status: 'loading' } : last));
    setVersion((v) => v + 1);
  }, []);
  const replace = useCallback((items: Invitation[]) => setState({ status: 'loaded', items }), []);
  return { state, reload, replace };
}
