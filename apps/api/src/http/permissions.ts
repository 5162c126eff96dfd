import { can, type Permission } from '@replica/api-client/roles';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiFailure } from './api-errors';

/**
 * Lets the request through only when the member's role may `permission` (the matrix of
 * `@replica/api-client/roles`); otherwise 403 before anything is read or changed.
 *
 * @example routes.post('/comments-manual', allow('ingest'), async (c) => { ... });
 */
export function allow(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('workspace').role, permission)) {
      throw new ApiFailure(403, 'forbidden');
    }
    await next();
  });
}
