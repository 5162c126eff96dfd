import type { App } from '../app';

/** Answer without a session: sign-up, sign-in and sign-out, and Apify's secret-checked webhook. */
export const PUBLIC_ROUTES = new Set([
  'POST /functions/v1/auth/signup',
  'POST /functions/v1/auth/signin',
  'POST /functions/v1/auth/signout',
  'POST /functions/v1/apify-webhook',
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
