import { createApiClient } from './client';
import { fetchTakingEarlyReads } from './early-reads';
import { clearSession, currentSessionId } from './session';

/**
 * The client every screen uses in the browser: same origin, the shared session's id, the page's
 * language, and a 401 on a data call signs the user out everywhere at once.
 */
export const api = createApiClient({
  // Typed loosely so the package also compiles for Node, where there is no `location`.
  baseUrl:
    (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://127.0.0.1:8080',
  getSessionId: currentSessionId,
  // The shell keeps <html lang> on the interface language (and the browser's own
  // Accept-Language may name another).
  getLanguage: () =>
    (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement
      .lang || null,
  onUnauthorized: clearSession,
  // The first reads of a stored session's page were started by the shell's start.
  fetch: fetchTakingEarlyReads,
});
