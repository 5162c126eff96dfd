import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The address a request came from, for sign-in throttling. Behind one reverse proxy
 * (`trustProxy`) that is the last `X-Forwarded-For` entry, the one the proxy itself added;
 * earlier entries are whatever the client claimed. Without a proxy the header is ignored.
 */
export function clientAddress<E extends { Bindings: HttpBindings }>(
  c: Context<E>,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  // `env` is empty when a test calls `app.request()` without a socket.
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}
