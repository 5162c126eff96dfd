import { atom, getDefaultStore } from 'jotai';
import { type User, userSchema } from './schemas/auth';
import {
  SESSION_USER_STORAGE_KEY,
  forgetStoredSession,
  readStoredSessionId,
  rememberSession,
} from './session-storage';

export {
  SESSION_STORAGE_KEY,
  SESSION_USER_STORAGE_KEY,
  readStoredSessionId,
} from './session-storage';

/**
 * Who is signed in. It lives in this shared package (a Module Federation singleton) so the shell
 * and every screen remote read and write the same atom in jotai's default store.
 */
export type Session =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; sessionId: string; user: User };

export const sessionAtom = atom<Session>({ status: 'checking' });

export const sessionStore = getDefaultStore();

/** The stored session id with the user last confirmed for it; null when either is missing. */
export function readStoredSession(): { sessionId: string; user: User } | null {
  const sessionId = readStoredSessionId();
  if (!sessionId) return null;
  try {
    const user = userSchema.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(SESSION_USER_STORAGE_KEY) ?? 'null'),
    );
    return user.success ? { sessionId, user: user.data } : null;
  } catch {
    return null;
  }
}

export function storeSession(sessionId: string, user: User): void {
  rememberSession(sessionId, user);
  sessionStore.set(sessionAtom, { status: 'signed-in', sessionId, user });
}

/** Forgets the session in this browser: sign-out clears the stored id and the user. */
export function clearSession(): void {
  forgetStoredSession();
  sessionStore.set(sessionAtom, { status: 'signed-out' });
}

/** The id to send: the signed-in one, or while checking the one kept in localStorage. */
export function currentSessionId(): string | null {
  const session = sessionStore.get(sessionAtom);
  if (session.status === 'signed-in') return session.sessionId;
  return readStoredSessionId();
}
