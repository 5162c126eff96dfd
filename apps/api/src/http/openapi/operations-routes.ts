import { createRoute, z } from '@hono/zod-openapi';
import { everyResponseHeaders } from './response-headers';

const noSession = { security: [], tags: ['Operations'] };
const headers = everyResponseHeaders;

const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    queue: z.enum(['running', 'stopped', 'absent']),
  }),
});

const readyExample = {
  status: 'ready',
  checks: { database: 'ok', migrations: 'ok', queue: 'running' },
};

/** The probes and metrics outside `/functions/v1` (`routes/health.ts`, `routes/metrics.ts`). */
export const operationsRoutes = [
  createRoute({
    ...noSession,
    method: 'get',
    path: '/healthz',
    operationId: 'healthz',
    summary: 'The process is up',
    description: 'Reads nothing: a slow database never gets a live process restarted.',
    responses: {
      200: {
        description: 'Up.',
        headers,
        content: {
          'application/json': {
            schema: z.object({ status: z.literal('ok') }),
            example: { status: 'ok' },
          },
        },
      },
    },
  }),
  createRoute({
    ...noSession,
    method: 'get',
    path: '/readyz',
    operationId: 'readyz',
    summary: 'The process can serve: database, migrations and job queue',
    responses: {
      200: {
        description: 'Ready.',
        headers,
        content: { 'application/json': { schema: readinessSchema, example: readyExample } },
      },
      503: {
        description: 'Not ready; `checks` names what failed.',
        headers,
        content: {
          'application/json': {
            schema: readinessSchema,
            example: {
              ...readyExample,
              status: 'not_ready',
              checks: { ...readyExample.checks, database: 'unreachable' },
            },
          },
        },
      },
    },
  }),
  createRoute({
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    tags: ['Operations'],
    summary: "The process's Prometheus metrics",
    description:
      'Served only when `METRICS_TOKEN` is set, to `Authorization: Bearer <METRICS_TOKEN>`; absent (404) otherwise.',
    security: [{ metricsToken: [] }],
    responses: {
      200: {
        description: "Prometheus's text format.",
        headers,
        content: {
          'text/plain': {
            schema: z.string(),
            example:
              'http_request_duration_seconds_count{method="GET",route="/functions/v1/report",status="200"} 3\n',
          },
        },
      },
      401: { description: 'A missing or wrong token.', headers },
      404: { description: 'Metrics are off (no `METRICS_TOKEN`).', headers },
    },
  }),
];
