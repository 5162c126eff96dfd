import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CorsOptions {
  /** Origins allowed to call the API from a browser (`CORS_ORIGINS`); empty means none. */
  origins: readonly string[];
}

// Sessions travel in headers, never in cookies: the browser must be allowed to send these.
const ALLOWED_HEADERS = ['content-type', 'x-session-id', 'authorization'];
const ALLOWED_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'];
const PREFLIGHT_CACHE_S = 600;

/**
 * Cross-origin access for the configured origins only. A request from any other origin (or a
 * preflight from one) gets no CORS header at all, so the browser keeps its answer from the page;
 * same-origin requests, which send no Origin header or our own, are untouched.
 *
 * @example app.use('/functions/v1/*', corsForOrigins({ origins: ['https://app.example.com'] }));
 */
export function corsForOrigins({ origins }: CorsOptions): MiddlewareHandler {
  const allowed = new Set(origins);
  const allow = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowHeaders: ALLOWED_HEADERS,
    allowMethods: ALLOWED_METHODS,
    maxAge: PREFLIGHT_CACHE_S,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return allow(c, next);
    await next();
  };
}
