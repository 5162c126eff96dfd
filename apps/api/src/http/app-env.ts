import type { HttpBindings } from '@hono/node-server';
import type { SessionEnv } from '../middleware/session';

/** What every route's context holds: the Node request (for its socket) and the signed-in user. */
export type AppEnv = SessionEnv & { Bindings: HttpBindings };
