import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/database';
import type { AiCall, AiConfig } from '../ai/ai-config';
import { TOKEN_KINDS } from '../ai/provider-answer';
import { registerJobQueueGauges, registerPoolGauges } from './database-gauges';

/**
 * What one process measures, on a registry of its own (not prom-client's global one, so apps
 * made side by side in one test process never share a series), served by `GET /metrics`.
 * Domain code sees only the small interfaces these methods fit: `JobMetrics` for `jobFinished`,
 * `AiConfig.observeCall` for `observeAiCall`.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** An answered HTTP request, by its route's pattern: never its URL, which may carry tokens. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** A job this process ended (done, failed or cancelled) and how long it took since asked. */
  jobFinished(job: { kind: string; state: string; seconds: number }): void;
  /** One HTTP call to the AI provider and how it ended. */
  observeAiCall(call: AiCall): void;
  /** The tokens one answered call to the AI provider was billed for. */
  observeAiTokens: NonNullable<AiConfig['observeTokens']>;
}

// Jobs take from a second (nothing to do) to hours (a million comments through a model).
const JOB_SECONDS_BUCKETS = [1, 5, 15, 60, 300, 900, 1_800, 3_600, 10_800, 21_600];
// A model answers a comment in about a second; a content pack may take a minute.
const AI_SECONDS_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/**
 * The process's metrics: HTTP requests, jobs, AI calls, the database pool and queue depth read
 * at each scrape, and Node's own (CPU, memory, event loop, GC).
 *
 * @example const metrics = createAppMetrics({ database }); await metrics.registry.metrics();
 */
export function createAppMetrics({ database }: { database: Database }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its headers), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time from a job being asked for to its end, by kind and final state',
    labelNames: ['kind', 'state'] as const,
    buckets: JOB_SECONDS_BUCKETS,
    registers: [registry],
  });
  const aiCalls = new Counter({
    name: 'ai_calls_total',
    help: 'HTTP calls to the AI provider, retries included, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const aiSeconds = new Histogram({
    name: 'ai_call_duration_seconds',
    help: 'Time of one HTTP call to the AI provider, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    buckets: AI_SECONDS_BUCKETS,
    registers: [registry],
  });
  const aiTokens = new Counter({
    name: 'ai_tokens_total',
    help: 'Tokens the AI provider billed, by provider and kind (input, output, cacheRead, cacheWrite)',
    labelNames: ['provider', 'kind'] as const,
    registers: [registry],
  });
  if (database.poolUse) registerPoolGauges(registry, database.poolUse);
  registerJobQueueGauges(registry, database);

  return {
    registry,
    observeRequest: ({ method, route, status, seconds }) =>
      requestSeconds.observe({ method, route, status: String(status) }, seconds),
    jobFinished: ({ kind, state, seconds }) => jobSeconds.observe({ kind, state }, seconds),
    observeAiCall: ({ provider, outcome, seconds }) => {
      aiCalls.inc({ provider, outcome });
      aiSeconds.observe({ provider, outcome }, seconds);
    },
    observeAiTokens: ({ provider, usage }) => {
      for (const kind of TOKEN_KINDS) {
        if (usage[kind] > 0) aiTokens.inc({ provider, kind }, usage[kind]);
      }
    },
  };
}

/** `ai` with its HTTP calls and tokens counted in `metrics`; as it is without either. */
export function withAiCallMetrics(
  ai: AiConfig | undefined,
  metrics: AppMetrics | undefined,
): AiConfig | undefined {
  return ai && metrics
    ? { ...ai, observeCall: metrics.observeAiCall, observeTokens: metrics.observeAiTokens }
    : ai;
}
