import { endpoints } from '@replica/api-client/contract';
import type { App } from '../src/app';
import { honoPath } from '../src/http/mount';

/** Answer without a session, as the contract declares: sign-up, sign-in, sign-out, the webhook. */
const PUBLIC_ROUTES = new Set([
  ...Object.values(endpoints)
    .filter((endpoint) => endpoint.access === 'public')
    .map((endpoint) => `${endpoint.method.toUpperCase()} /functions/v1${honoPath(endpoint.path)}`),
  'GET /functions/v1/openapi.json',
]);

/**
 * The data routes the app really registered (`METHOD /path`), not a hand-kept list: a route added
 * tomorrow is walked by the tests without anyone remembering to add it.
 */
export function dataRoutes(app: App | undefined): string[] {
  const routes = (app?.routes ?? [])
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/functions/v1/'))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !PUBLIC_ROUTES.has(route));
  return [...new Set(routes)];
}
