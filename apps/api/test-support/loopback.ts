import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app';

export interface CallOptions {
  json?: unknown;
  body?: string;
  sessionId?: string;
  headers?: Record<string, string>;
}

export interface Loopback {
  readonly origin: string;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
}

/**
 * Serves an app on a free loopback port for the tests of one block, so they go through real
 * HTTP: sockets, headers, content lengths.
 *
 * @example
 * const http = serveOnLoopback(() => createApp({ database: database() }));
 * it('...', async () => { const response = await http.call('GET', '/functions/v1/auth/me'); });
 */
export function serveOnLoopback(makeApp: () => App): Loopback {
  let server: ReturnType<typeof serve> | undefined;
  let origin = '';
  beforeAll(async () => {
    const app = makeApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        origin = `http://127.0.0.1:${(info as AddressInfo).port}`;
        resolve();
      });
    });
    // A test that pauses between calls (polling, writing rows straight in) must not meet Node's
    // 5 s keep-alive closing the idle connection just as the client reuses it: the call would
    // fail with no status at all.
    if (server && 'keepAliveTimeout' in server) server.keepAliveTimeout = 10 * 60_000;
  });
  afterAll(async () => {
    // A response a test never read keeps its connection busy, and close() waits for busy
    // connections: end them all, or the hook waits out its timeout.
    await new Promise((resolve) => {
      server?.close(resolve);
      if (server && 'closeAllConnections' in server) server.closeAllConnections();
    });
  });
  return {
    get origin() {
      return origin;
    },
    call: (method, path, options) => callAt(origin, method, path, options),
  };
}

/**
 * Calls to a server already listening at `origin` (a proxy in front of a served app), the same
 * way `serveOnLoopback`'s are.
 *
 * @example const viaProxy = loopbackAt('http://127.0.0.1:4010');
 */
export function loopbackAt(origin: string): Loopback {
  return { origin, call: (method, path, options) => callAt(origin, method, path, options) };
}

function callAt(origin: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.sessionId) headers['x-session-id'] = options.sessionId;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  return fetch(`${origin}${path}`, { method, headers, body });
}
