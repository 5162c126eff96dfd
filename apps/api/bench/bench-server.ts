import { serve } from '@hono/node-server';
import { createApiClient } from '@replica/api-client';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { createLogger } from '../src/infra/log/logger';
import { createDatabase } from './seed-comments';

/** The API on a loopback port over `database`, with one signed-in account to call it as. */
export interface BenchServer {
  origin: string;
  sessionId: string;
  /** The workspace of that account, where a bench seeds what it measures. */
  workspaceId: number;
  /** Stops listening and waits for the requests still in flight, so the database can close. */
  close(): Promise<void>;
}

/** Serves the whole app on a free loopback port and signs a fresh account in. */
export async function serveForBench(database: Database): Promise<BenchServer> {
  const app = createApp({ database });
  // Requests a load generator abandoned when it stopped still run to their end; closing waits
  // for them, so the database is never closed under one.
  let inFlight = 0;
  let drained = () => {};
  const fetch: typeof app.fetch = async (...args) => {
    inFlight += 1;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained();
    }
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  // A bench pauses between calls (an insert, an ANALYZE): past Node's 5 s default the server
  // closes the idle connection just as the client reuses it, and the next call fails with no
  // status. Keep idle connections for as long as any pause lasts.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 10 * 60_000;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const anonymous = createApiClient({ baseUrl: origin, getSessionId: () => null });
  const credentials = { email: `bench-${Date.now()}@example.com`, pass: 'benchmark-1' };
  await anonymous.signup({ body: credentials });
  const { session_id } = await anonymous.signin({ body: credentials });
  const signedIn = createApiClient({ baseUrl: origin, getSessionId: () => session_id });
  return {
    origin,
    sessionId: session_id,
    workspaceId: (await signedIn.workspaces()).current,
    close: async () => {
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}

/**
 * A migrated, uniquely named database (`replica_bench_<random>`) on the PostgreSQL server of
 * `serverUrl`; closing it drops it.
 */
export async function openScratchPostgres(serverUrl: string): Promise<Database> {
  const scratch = await createDatabase(serverUrl, 'replica_bench');
  const database = await openPostgres(scratch.url, { logger: createLogger() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
