import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

export interface RequestMetricsOptions {
  /** Where each answered request goes (`AppMetrics.observeRequest`). */
  observe(request: { method: string; route: string; status: number; seconds: number }): void;
}

// Any other method a client invents is one label, so no one can grow the series without bound.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request to its answer's headers and reports it by the pattern of the route that
 * answered (`/functions/v1/jobs/:id`), never the URL, which may carry ids and tokens. A request
 * answered by a middleware (a missing session) reports that middleware's pattern.
 *
 * @example app.use(requestMetrics({ observe: metrics.observeRequest }));
 */
export function requestMetrics({ observe }: RequestMetricsOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    observe({
      method: METHODS.has(c.req.method) ? c.req.method : 'OTHER',
      // After `next`, the route index is that of the handler which answered.
      route: routePath(c),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  };
}
