import type { HttpBindings } from '@hono/node-server';
import type { RequestLogEnv } from '../middleware/request-log';
import type { SessionEnv } from '../middleware/session';

/**
 * What every route's context holds: the Node request (for its socket), the signed-in user and the
 * request's logger.
 */
export type AppEnv = SessionEnv & RequestLogEnv & { Bindings: HttpBindings };
