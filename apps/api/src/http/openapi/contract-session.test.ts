import { writeFile } from 'node:fs/promises';
import { type EndpointName, endpoints } from '@replica/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  type Exchange,
  callEveryEndpoint,
  journeyApp,
  journeyJobs,
  journeyServices,
} from '../../../test-support/contract-journey';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { serveOnLoopback } from '../../../test-support/loopback';
import type { EndpointExample } from './endpoint-examples';

const EXAMPLES_FILE = new URL('./endpoint-examples.json', import.meta.url);

/**
 * The whole product's session through the real api-client against the real app over loopback
 * (`callEveryEndpoint`): every endpoint of the contract is called at least once and answers a
 * success the client accepts, so the client, the contract and the server agree on every path,
 * method and schema. With RECORD_API_EXAMPLES=1 the first success of each endpoint is written to
 * `endpoint-examples.json`, the examples of the OpenAPI document (`npm run api-examples`).
 */
describe('the contract, called end to end', () => {
  const services = journeyServices();

  describeOnEachDatabase((database) => {
    const jobs = journeyJobs(database, services);
    const http = serveOnLoopback(() => journeyApp(database, services, jobs));
    const exchanges: Exchange[] = [];

    it('answers every endpoint of the contract through the client', async () => {
      await callEveryEndpoint(http, exchanges, database, services());
      const examples = examplesOf(exchanges);
      const missing = (Object.keys(endpoints) as EndpointName[]).filter(
        (name) => !(name in examples),
      );
      expect(missing).toEqual([]);
      if (process.env.RECORD_API_EXAMPLES === '1') {
        await writeFile(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
      }
    }, 120_000);
  });
});

/** The first success of each endpoint, as the document's request and response examples. */
function examplesOf(exchanges: Exchange[]): Partial<Record<EndpointName, EndpointExample>> {
  const examples: Partial<Record<EndpointName, EndpointExample>> = {};
  for (const exchange of exchanges) {
    if (exchange.status >= 300) continue;
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const params = matchedParams(name, exchange);
      if (!params || name in examples) continue;
      const query = Object.fromEntries(exchange.url.searchParams);
      const request = {
        ...(Object.keys(params).length > 0 ? { params } : {}),
        ...(Object.keys(query).length > 0 ? { query } : {}),
        ...(exchange.body === undefined ? {} : { body: exchange.body }),
      };
      examples[name] = {
        ...(Object.keys(request).length > 0 ? { request } : {}),
        response: exchange.answer,
      };
    }
  }
  return examples;
}

/** The path parameters when `exchange` called endpoint `name`, else undefined. */
function matchedParams(name: EndpointName, exchange: Exchange) {
  const endpoint = endpoints[name];
  if (endpoint.method.toUpperCase() !== exchange.method) return undefined;
  const pattern = new RegExp(
    `^/functions/v1${endpoint.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`,
  );
  const match = pattern.exec(exchange.url.pathname);
  if (!match) return undefined;
  return Object.fromEntries(
    Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
  );
}
