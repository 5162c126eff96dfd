import type { User } from '@replica/api-client/schemas';
import type { MiddlewareHandler } from 'hono';
import type { Database, WorkspaceDb } from '../../db/database';
import { recordAudit } from '../../domain/audit';
import { isApiToken, tokenHolder } from '../../domain/auth/api-tokens';
import { type ResolvedSession, SessionCache } from '../../domain/auth/session-cache';
import { chooseSessionWorkspace, findSession } from '../../domain/auth/sessions';
import { type CurrentWorkspace, currentWorkspace } from '../../domain/workspaces/current-workspace';
import { ApiFailure } from '../../http/api-errors';
import { readSessionId } from '../../http/session-id';

// Where a token may not go: sessions and passwords, choosing a workspace, making tokens.
const TOKENLESS_PATHS = [
  '/functions/v1/auth/',
  '/functions/v1/workspaces/switch',
  '/functions/v1/api-tokens',
];

export interface SessionOptions {
  database: Database;
  now: () => Date;
  /** Exact paths that answer without a session (sign-in, sign-up...). */
  publicPaths: Iterable<string>;
  /** The sessions' answers kept between requests; one of its own by default. */
  cache?: SessionCache;
}

export type SessionEnv = {
  Variables: {
    user: User;
    /** The workspace the session acts in, and the user's role there. */
    workspace: CurrentWorkspace;
    /** Every statement of the request inside that workspace (db/workspace-scope.ts). */
    db: WorkspaceDb;
  };
};

/**
 * Refuses every request without a valid session with 401 `{"error":"No autenticado"}` before any
 * route runs, so a data route cannot be left open by forgetting a check, and puts the signed-in
 * user, the session's workspace and a database scoped to it on the context.
 *
 * @example
 * app.use('/functions/v1/*', session({ database, now, publicPaths: ['/functions/v1/auth/signin'] }));
 * app.get('/functions/v1/auth/me', (c) => c.json({ user: c.get('user') }));
 */
export function session(options: SessionOptions): MiddlewareHandler<SessionEnv> {
  const publicPaths = new Set(options.publicPaths);
  const { db } = options.database;
  const cache = options.cache ?? new SessionCache(options.database);
  const guard: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (publicPaths.has(c.req.path)) return next();
    const credential = readSessionId(c);
    if (credential && isApiToken(credential)) {
      const holder = await tokenHolder(db, credential, options.now());
      if (!holder) throw new ApiFailure(401, 'not_signed_in');
      // A token acts on the workspace's data, never on sessions, accounts or other tokens.
      if (TOKENLESS_PATHS.some((path) => c.req.path.includes(path))) {
        throw new ApiFailure(403, 'api_token_not_allowed');
      }
      const scoped = options.database.forWorkspace(holder.workspace.id);
      c.set('user', holder.user);
      c.set('workspace', holder.workspace);
      c.set('db', scoped);
      // Every change made with a token says so in the audit log, whatever the route records.
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        await recordAudit(scoped, {
          userId: holder.user.id,
          action: 'api-token.use',
          entity: 'api-token',
          entityIds: [holder.token.id],
          details: { token: holder.token.name, method: c.req.method, path: c.req.path },
        });
      }
      return next();
    }
    const sessionId = credential;
    if (!sessionId) throw new ApiFailure(401, 'not_signed_in');
    const now = options.now();
    const resolved = cache.find(sessionId, now.getTime()) ?? (await resolve(sessionId, now));
    c.set('user', resolved.user);
    c.set('workspace', resolved.workspace);
    c.set('db', options.database.forWorkspace(resolved.workspace.id));
    return next();
  };

  /** Who a session is and where they act, from the database; kept when nothing had to change. */
  async function resolve(sessionId: string, now: Date): Promise<ResolvedSession> {
    const since = cache.lookupStarted();
    const found = await findSession(db, sessionId, now);
    if (!found) throw new ApiFailure(401, 'not_signed_in');
    const workspace = found.member ?? (await currentWorkspace(db, found.user, found.workspaceId));
    // The chosen workspace is gone or no longer theirs: the session moves to where they act now.
    if (workspace.id !== found.workspaceId) {
      await chooseSessionWorkspace(db, sessionId, workspace.id);
    } else {
      cache.keep(
        sessionId,
        { user: found.user, workspace },
        { since, nowMs: now.getTime(), endsAtMs: found.endsAt.getTime() },
      );
    }
    return { user: found.user, workspace };
  }

  // A change this process made is forgotten before its answer leaves, so the client's next
  // request sees it even before the database's notice arrives.
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return guard(c, next);
    try {
      return await guard(c, next);
    } finally {
      cache.forget();
    }
  };
}
