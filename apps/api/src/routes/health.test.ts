import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { type JobQueue, openJobQueue } from '../infra/queue/job-queue';
import { silentLogger } from '../infra/log/logger';
import {
  createScratchPostgresDatabase,
  describeOnEachDatabase,
} from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';

/** A second database of the same kind as the suite's, for tests that break it. */
async function openAnother(kind: Database['kind']) {
  if (kind === 'pglite') {
    const database = await openPglite({ logger: silentLogger });
    return { database, dispose: () => database.close().catch(() => {}) };
  }
  const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL ?? '');
  const database = await openPostgres(scratch.url, { logger: silentLogger });
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => {});
      await scratch.drop();
    },
  };
}

const ALL_GOOD = { database: 'ok', migrations: 'ok', queue: 'running' };

describe('health checks', () => {
  describeOnEachDatabase((database) => {
    let queue: JobQueue | undefined;
    beforeAll(async () => {
      queue = await openJobQueue(database(), silentLogger);
    });
    afterAll(async () => {
      await queue?.stop({ graceful: false, close: false });
    });
    const http = serveOnLoopback(() => createApp({ database: database(), queue }));

    it('answers /healthz with ok, without a session, never to be cached', async () => {
      const response = await http.call('GET', '/healthz');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('answers /readyz ready when the database, its migrations and the queue are', async () => {
      const response = await http.call('GET', '/readyz');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ready', checks: ALL_GOOD });
    });

    it('is not ready in a process without a job queue, and says so', async () => {
      const response = await createApp({ database: database() }).request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'not_ready',
        checks: { ...ALL_GOOD, queue: 'absent' },
      });
    });

    it('answers only GET (and HEAD) on the probes', async () => {
      expect((await http.call('HEAD', '/readyz')).status).toBe(200);
      for (const path of ['/healthz', '/readyz']) {
        expect((await http.call('POST', path, { json: {} })).status).toBe(404);
      }
    });
  });

  describeOnEachDatabase((suiteDatabase) => {
    it('is not ready once its job queue has stopped', async () => {
      const queue = await openJobQueue(suiteDatabase(), silentLogger);
      const app = createApp({ database: suiteDatabase(), queue });
      expect((await app.request('/readyz')).status).toBe(200);
      await queue.stop({ graceful: false, close: false });
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'not_ready',
        checks: { ...ALL_GOOD, queue: 'stopped' },
      });
    });

    it('stays live but is not ready when the database is closed, leaking no driver text', async () => {
      const { database, dispose } = await openAnother(suiteDatabase().kind);
      try {
        const app = createApp({ database });
        await database.close();
        expect((await app.request('/healthz')).status).toBe(200);
        const response = await app.request('/readyz');
        expect(response.status).toBe(503);
        expect(await response.text()).toBe(
          JSON.stringify({
            status: 'not_ready',
            checks: { database: 'unreachable', migrations: 'unknown', queue: 'absent' },
          }),
        );
      } finally {
        await dispose();
      }
    });

    /** `/readyz` of a new app on another database after `statement` ran on it. */
    async function readinessAfter(statement: SQL) {
      const { database, dispose } = await openAnother(suiteDatabase().kind);
      const queue = await openJobQueue(database, silentLogger);
      try {
        await database.db.execute(statement);
        const response = await createApp({ database, queue }).request('/readyz');
        return { status: response.status, body: await response.json() };
      } finally {
        await queue.stop({ graceful: false, close: false });
        await dispose();
      }
    }

    it('is not ready while the last migration of the repository is not recorded', async () => {
      expect(
        await readinessAfter(sql`
          delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`),
      ).toEqual({
        status: 503,
        body: { status: 'not_ready', checks: { ...ALL_GOOD, migrations: 'pending' } },
      });
    });

    it('is not ready on a database the migrator never ran on', async () => {
      // What a fresh, empty database looks like to the check: no record of any migration.
      expect(await readinessAfter(sql`drop schema drizzle cascade`)).toEqual({
        status: 503,
        body: { status: 'not_ready', checks: { ...ALL_GOOD, migrations: 'pending' } },
      });
    });
  });
});
