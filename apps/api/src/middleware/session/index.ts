import type { User } from '@replica/api-client/schemas';
import type { MiddlewareHandler } from 'hono';
import type { Database, WorkspaceDb } from '../../db/database';
import { recordAudit } from '../../domain/audit';
import { isApiToken, tokenHolder } from '../../domain/auth/api-tokens';
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
  return async (c, next) => {
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
    const found = sessionId ? await findSession(db, sessionId, options.now()) : null;
    if (!sessionId || !found) throw new ApiFailure(401, 'not_signed_in');
    const workspace = found.member ?? (await currentWorkspace(db, found.user, found.workspaceId));
    // The chosen workspace is gone or no longer theirs: the session moves to where they act now.
    if (workspace.id !== found.workspaceId) {
      await chooseSessionWorkspace(db, sessionId, workspace.id);
    }
    c.set('user', found.user);
    c.set('workspace', workspace);
    c.set('db', options.database.forWorkspace(workspace.id));
    return next();
  };
}
