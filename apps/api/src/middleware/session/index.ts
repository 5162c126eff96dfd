import type { User } from '@replica/api-client/schemas';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from '../../db/database';
import { findSessionUser } from '../../domain/auth/sessions';
import { apiMessages } from '../../http/messages';
import { readSessionId } from '../../http/session-id';

export interface SessionOptions {
  db: Db;
  now: () => Date;
  /** Exact paths that answer without a session (sign-in, sign-up...). */
  publicPaths: Iterable<string>;
}

export type SessionEnv = { Variables: { user: User } };

/**
 * Refuses every request without a valid session with 401 `{"error":"No autenticado"}` before any
 * route runs, so a data route cannot be left open by forgetting a check, and puts the signed-in
 * user on the context.
 *
 * @example
 * app.use('/functions/v1/*', session({ db, now, publicPaths: ['/functions/v1/auth/signin'] }));
 * app.get('/functions/v1/auth/me', (c) => c.json({ user: c.get('user') }));
 */
export function session(options: SessionOptions): MiddlewareHandler<SessionEnv> {
  const publicPaths = new Set(options.publicPaths);
  return async (c, next) => {
    if (publicPaths.has(c.req.path)) return next();
    const sessionId = readSessionId(c);
    const user = sessionId ? await findSessionUser(options.db, sessionId, options.now()) : null;
    if (!user) throw new HTTPException(401, { message: apiMessages.unauthenticated });
    c.set('user', user);
    return next();
  };
}
