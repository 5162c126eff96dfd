import type { User } from '@replica/api-client/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { CurrentWorkspace } from '../../domain/workspaces/current-workspace';
import { type Logger, silentLogger } from '../../infra/log/logger';
import type { SessionEnv } from '../session';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

export interface RequestLogOptions {
  logger: Logger;
}

export type RequestLogEnv = {
  Variables: {
    requestId: string;
    /** The app's logger with the request id on every line. */
    log: Logger;
  };
};

/**
 * Gives each request an id (`X-Request-Id`, the caller's when well formed), answers it on every
 * response, and logs one line when the request ends: id, method, route pattern, status,
 * duration, and the user and workspace when signed in. The route is the pattern
 * (`/functions/v1/delete-comment/:id`), never the URL, whose query can carry a token. Registered
 * first, so it sees the answers of the other middleware, of `notFound` and of `onError`.
 *
 * @example app.use(requestLog({ logger }));
 */
export function requestLog(
  options: RequestLogOptions,
): MiddlewareHandler<RequestLogEnv & SessionEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    const log = options.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    // Set before the handler runs, so it rides in the answer as made (preset-headers says why).
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    // Set by the session middleware only when the request was signed in.
    const user: User | undefined = c.get('user');
    const workspace: CurrentWorkspace | undefined = c.get('workspace');
    log.info(
      {
        method: c.req.method,
        route: routePath(c),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: user?.id,
        workspaceId: workspace?.id,
      },
      'request',
    );
  };
}

/**
 * The request's logger, for code handed the bare context (the app's `onError`); one that logs
 * nothing if `requestLog` did not run, as in a test's bare router, which has no logger to give.
 */
export function requestLogger(c: Context): Logger {
  return (c.get('log') as Logger | undefined) ?? silentLogger;
}
