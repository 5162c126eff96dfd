import { serve } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

function addressApp(trustProxy: boolean) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)));
  return app;
}

async function overLoopback(trustProxy: boolean, headers: Record<string, string>) {
  const app = addressApp(trustProxy);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(listening),
    );
  });
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For without a trusted proxy', async () => {
    expect(await overLoopback(false, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, takes the entry the proxy added, not what the client claimed', async () => {
    expect(await overLoopback(true, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket address when a trusted proxy sent no header', async () => {
    expect(await overLoopback(true, {})).toBe('127.0.0.1');
  });

  it('says unknown when there is no socket (app.request in tests)', async () => {
    expect(await (await addressApp(false).request('/')).text()).toBe('unknown');
  });
});
