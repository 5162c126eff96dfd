import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { openPglite } from '../../db/pglite';
import { silentLogger } from '../../infra/log/logger';
import {
  type Exchange,
  callEveryEndpoint,
  journeyApp,
  journeyJobs,
  journeyServices,
} from '../../../test-support/contract-journey';
import { loopbackAt, serveOnLoopback } from '../../../test-support/loopback';
import { type PrismProxy, startPrismProxy } from '../../../test-support/prism-proxy';
import { openApiDocument } from './openapi-document';

/**
 * The journey of `contract-session.test.ts` through Stoplight's Prism, a validator that is not
 * ours, as a proxy in front of the app (`prism proxy --errors`): every request the client sends
 * and every answer the app gives must be one the OpenAPI document allows. Once, on PGlite: the
 * document does not change with the database.
 */
describe('the OpenAPI document, checked by Prism on a whole session', () => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openPglite({ logger: silentLogger });
  });
  afterAll(() => database?.close());
  const opened = () => {
    if (!database) throw new Error('the database opens in beforeAll');
    return database;
  };
  const services = journeyServices();
  const jobs = journeyJobs(opened, services);
  const app = serveOnLoopback(() => journeyApp(opened, services, jobs));

  let prism: PrismProxy | undefined;
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'replica-openapi-'));
    const document = join(folder, 'openapi.json');
    await writeFile(document, JSON.stringify(openApiDocument()));
    prism = await startPrismProxy(document, app.origin);
  }, 60_000);
  afterAll(async () => {
    await prism?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('finds no violation in any request or answer', async () => {
    if (!prism) throw new Error('Prism starts in beforeAll');
    const origin = prism.origin;
    const violations: string[] = [];
    // Every call through Prism, the client's and the journey's own (Apify's webhook); the app's
    // calls to the fake Apify go elsewhere and are not looked at.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(origin)) return response;
      const found = response.headers.get('sl-violations');
      const replaced = (response.headers.get('content-type') ?? '').includes('problem+json');
      if (found || replaced) {
        const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
        const said = found ?? (await response.clone().text());
        violations.push(`${method} ${new URL(url).pathname}: ${said}`);
      }
      return response;
    });
    const exchanges: Exchange[] = [];
    try {
      await callEveryEndpoint(loopbackAt(origin), exchanges, opened, services());
    } finally {
      vi.restoreAllMocks();
      expect(violations).toEqual([]);
    }
  }, 120_000);
});
