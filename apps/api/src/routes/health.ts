import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { checkReadiness } from '../infra/health/readiness';

export interface HealthOptions {
  database: Database;
  /** Whether this process's job queue runs; undefined when it has none. */
  queueRunning: (() => boolean) | undefined;
}

/**
 * `GET /healthz`: the process is up (no database call, so a slow database never gets a live
 * process restarted). `GET /readyz`: it can serve, for load balancers: 200 when the database
 * answers, its migrations are this release's and the job queue runs, else 503 naming the check
 * that failed. Neither needs a session.
 */
export function healthRoutes(options: HealthOptions) {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  routes.get('/readyz', async (c) => {
    const { ready, checks } = await checkReadiness(options);
    return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}
