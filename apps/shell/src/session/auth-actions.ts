import {
  ApiError,
  api,
  clearSession,
  readStoredSession,
  readStoredSessionId,
  storeSession,
  type Credentials,
} from '@replica/api-client';
import { leaveForHome } from '../invitation/go-home';
import { joinInvitedWorkspace } from '../invitation/join-workspace';
import type { LoginMode } from '../login/login-form';

/**
 * Spec §4: sign-up is followed by a sign-in with the same credentials. Opened from an invitation
 * link (`invitation`, its token), a sign-up joins the invitation's workspace instead of making
 * one (a refused invitation creates no account, and its error shows on the form), and a sign-in
 * accepts the invitation right after it: the invitation page then shows the outcome.
 */
export async function authenticate(
  mode: LoginMode,
  credentials: Credentials,
  invitation: string | null = null,
): Promise<void> {
  if (mode === 'signup') {
    await api.signup(invitation ? { ...credentials, invitation } : credentials);
  }
  const { session_id, user } = await api.signin(credentials);
  // Joined with the sign-up: nothing left to accept, so the screens open at Inicio.
  if (invitation && mode === 'signup') leaveForHome();
  storeSession(session_id, user);
  if (invitation && mode === 'signin') await joinInvitedWorkspace(invitation);
}

/**
 * On load: a stored session id is checked with `/me`; any failure means signed out. When the user
 * it was last confirmed for is stored too, the screens show at once while `/me` checks (the first
 * paint no longer waits for a round trip); a 401 from `/me` or from any screen's call signs out.
 */
export async function restoreSession(): Promise<void> {
  const sessionId = readStoredSessionId();
  if (!sessionId) {
    clearSession();
    return;
  }
  const stored = readStoredSession();
  if (stored) storeSession(stored.sessionId, stored.user);
  try {
    const { user } = await api.me();
    storeSession(sessionId, user);
  } catch {
    clearSession();
  }
}

/**
 * Ends the session on the server, then forgets it here. A 401 means the server already forgot
 * it, which is the outcome we wanted; other failures keep the user signed in to retry.
 */
export async function signOut(): Promise<void> {
  try {
    await api.signout();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearSession();
}
