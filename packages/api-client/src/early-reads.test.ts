import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { endpoints } from './contract';
import {
  EARLY_READ_LIFETIME_MS,
  EARLY_READ_PATHS,
  earlyScreenReads,
  fetchTakingEarlyReads,
  startEarlyReads,
  takeEarlyRead,
} from './early-reads';

let server: Server;
let origin: string;
const asked: IncomingMessage[] = [];
const metrics = { industries: 2, opinions: 9, rootObjections: 1, pendingToday: 0, templates: 0 };

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(request.url?.endsWith('/dashboard-metrics') ? metrics : {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  // Whatever a test left unanswered is not the next one's.
  void takeEarlyRead(new Request(`${origin}/`, { method: 'POST' }));
  asked.length = 0;
  vi.restoreAllMocks();
});

function client(sessionId: string, language: string | null = 'es') {
  return createApiClient({
    baseUrl: origin,
    getSessionId: () => sessionId,
    getLanguage: () => language,
    fetch: fetchTakingEarlyReads,
  });
}

function askedFor(path: string): IncomingMessage[] {
  return asked.filter((request) => request.url === `/functions/v1${path}`);
}

describe('early reads', () => {
  it('are the contract’s GET paths, each asked with no input', () => {
    for (const [name, path] of Object.entries(EARLY_READ_PATHS)) {
      const endpoint = endpoints[name as keyof typeof EARLY_READ_PATHS];
      expect(endpoint).toMatchObject({ method: 'get', path });
      expect(endpoint).not.toHaveProperty('params');
      expect(endpoint).not.toHaveProperty('query');
    }
  });

  it("start the shell's reads and the screen's, with the session and language headers", async () => {
    startEarlyReads({ origin, screen: 'inicio', sessionId: 's-1', language: 'en' });
    expect(earlyScreenReads().sort()).toEqual(['dashboardMetrics', 'industriesSummary']);
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.map((request) => request.url).sort()).toEqual(
      ['/auth/me', '/dashboard-metrics', '/industries-summary', '/workspaces'].map(
        (path) => `/functions/v1${path}`,
      ),
    );
    for (const request of asked) {
      expect(request.headers['x-session-id']).toBe('s-1');
      expect(request.headers['accept-language']).toBe('en');
    }
  });

  it('start only the shell’s reads for a screen with none of its own', async () => {
    startEarlyReads({ origin, screen: 'reporte', sessionId: 's-1', language: null });
    expect(earlyScreenReads()).toEqual([]);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((request) => request.url).sort()).toEqual([
      '/functions/v1/auth/me',
      '/functions/v1/workspaces',
    ]);
  });

  it('answer the client’s first matching call once, then the network answers', async () => {
    startEarlyReads({ origin, screen: 'inicio', sessionId: 's-1', language: 'es' });
    const api = client('s-1');
    await expect(api.dashboardMetrics()).resolves.toEqual(metrics);
    expect(askedFor('/dashboard-metrics')).toHaveLength(1);
    expect(earlyScreenReads()).toEqual(['industriesSummary']);
    await expect(api.dashboardMetrics()).resolves.toEqual(metrics);
    expect(askedFor('/dashboard-metrics')).toHaveLength(2);
  });

  it('are not taken by another session or language, and are dropped', async () => {
    startEarlyReads({ origin, screen: 'inicio', sessionId: 's-1', language: 'es' });
    await client('s-2').dashboardMetrics();
    await client('s-1', 'en')
      .industriesSummary()
      .catch(() => undefined);
    expect(askedFor('/dashboard-metrics')).toHaveLength(2);
    expect(askedFor('/industries-summary')).toHaveLength(2);
    expect(earlyScreenReads()).toEqual([]);
  });

  it('are not taken once their lifetime has passed', async () => {
    startEarlyReads({ origin, screen: 'inicio', sessionId: 's-1', language: 'es' });
    const later = Date.now() + EARLY_READ_LIFETIME_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await client('s-1').dashboardMetrics();
    expect(askedFor('/dashboard-metrics')).toHaveLength(2);
  });

  it('are all dropped by a call that changes something', async () => {
    startEarlyReads({ origin, screen: 'inicio', sessionId: 's-1', language: 'es' });
    await client('s-1')
      .signout()
      .catch(() => undefined);
    expect(earlyScreenReads()).toEqual([]);
    await client('s-1').dashboardMetrics();
    expect(askedFor('/dashboard-metrics')).toHaveLength(2);
  });
});
