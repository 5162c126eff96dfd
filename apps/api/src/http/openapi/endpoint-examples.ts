import type { EndpointName } from '@replica/api-client/contract';
import recorded from './endpoint-examples.json' with { type: 'json' };

/** One call as it went: what was sent (path parameters, query, body) and what came back. */
export interface EndpointExample {
  request?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  response: unknown;
}

/**
 * Each endpoint's example, recorded from a real session of the api-client against the app
 * (`contract-session.test.ts`, `npm run api-examples -w @replica/api`), so every example is an
 * answer the server really gave.
 */
export const endpointExamples = recorded as Record<EndpointName, EndpointExample>;
