import {
  ApiError,
  api,
  clearSession,
  readStoredSession,
  readStoredSessionId,
  storeSession,
} from '@replica/api-client';

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
