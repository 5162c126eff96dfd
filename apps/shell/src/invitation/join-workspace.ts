import { api } from '@replica/api-client';
import { forgetWorkspaces } from '@replica/api-client/react';
import { atom, getDefaultStore } from 'jotai';
import { reloadAtHome } from './go-home';

/** Where accepting an invitation stands; the invitation page shows it. */
export type Joining =
  { status: 'idle' } | { status: 'joining' } | { status: 'failed'; error: unknown };

export const joiningAtom = atom<Joining>({ status: 'idle' });

/**
 * Accepts an invitation for the signed-in user: the server makes them a member and moves the
 * session there, so the workspaces cached for the header are forgotten and the page reloads at
 * Inicio. A refusal (expired, used, revoked: 400; another e-mail: 403) stays in `joiningAtom`.
 */
export async function joinInvitedWorkspace(token: string): Promise<void> {
  const store = getDefaultStore();
  store.set(joiningAtom, { status: 'joining' });
  try {
    await api.acceptInvitation({ body: { token } });
  } catch (error) {
    store.set(joiningAtom, { status: 'failed', error });
    return;
  }
  forgetWorkspaces();
  reloadAtHome();
}
