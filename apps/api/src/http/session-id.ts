import type { Context } from 'hono';

/** The header a session id travels in. */
export const SESSION_HEADER = 'x-session-id';

/**
 * The session id a request carries: `x-session-id`, else `Authorization: Bearer <id>`. The
 * header wins because the original client sends its public anonymous key as the bearer token
 * together with `x-session-id`.
 */
export function readSessionId(c: Context): string | null {
  const header = c.req.header(SESSION_HEADER)?.trim();
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return bearer?.[1] ?? null;
}
