import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on (it was free a moment ago), so a connection to it is
 * refused at once. Port 1 would not do: fetch refuses it as a "bad port" without connecting.
 */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
