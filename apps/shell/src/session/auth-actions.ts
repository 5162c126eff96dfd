import {
  ApiError,
  api,
  clearSession,
  readStoredSession,
  readStoredSessionId,
  sessionAtom,
  sessionStore,
  storeSession,
} from '@replica/api-client';

/**
 * On load: a stored session id is checked with `/me`. When the user it was last confirmed for is
 * stored too, the screens show at once while `/me` checks (the first paint no longer waits for a
 * round trip). Only a refusal (401) forgets the session: an unreachable server or a request cut
 * short by a reload must not sign anyone out, so then the stored user stays signed in (each
 * screen reports its own failed reads) and without one the sign-in form shows but the stored id
 * is kept for the next load.
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
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
    else if (!stored) sessionStore.set(sessionAtom, { status: 'signed-out' });
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
