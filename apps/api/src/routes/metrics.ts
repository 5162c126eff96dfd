import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { AppMetrics } from '../infra/metrics/app-metrics';

export interface MetricsOptions {
  /** The process's metrics; undefined (with no token) when they are off. */
  metrics: AppMetrics | undefined;
  /** `METRICS_TOKEN`: the bearer token Prometheus sends; without it the endpoint is absent. */
  token: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time (digests: equal sizes). */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics`: the process's metrics in Prometheus's text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured it answers 404 as any
 * unknown path; a missing or wrong token 401, in plain text as scrapers read it.
 */
export function metricsRoutes({ metrics, token }: MetricsOptions) {
  const routes = new Hono<AppEnv>();
  routes.get('/metrics', async (c) => {
    if (!metrics || !token) return c.notFound();
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      return c.text('Unauthorized', 401, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
        'Cache-Control': 'no-store',
      });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}
