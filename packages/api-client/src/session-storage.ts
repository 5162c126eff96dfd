import type { User } from './schemas/auth';

/**
 * Where this browser keeps its session: plain localStorage, no validation library, so the
 * shell's signed-out start (which loads no zod) can hand a new session to the signed-in shell.
 */
export const SESSION_STORAGE_KEY = 'replica.session_id';
/** The user last confirmed for that session, so a reload can show the screens before `/me`. */
export const SESSION_USER_STORAGE_KEY = 'replica.session_user';

export function readStoredSessionId(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberSession(sessionId: string, user: User): void {
  globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, sessionId);
  globalThis.localStorage?.setItem(SESSION_USER_STORAGE_KEY, JSON.stringify(user));
}

export function forgetStoredSession(): void {
  globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  globalThis.localStorage?.removeItem(SESSION_USER_STORAGE_KEY);
}
