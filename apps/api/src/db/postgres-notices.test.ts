import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchPostgresDatabase } from '../../test-support/databases';
import { silentLogger } from '../infra/log/logger';
import type { Database } from './database';
import { openPostgres } from './postgres';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)(
  serverUrl ? 'PostgreSQL notices' : 'PostgreSQL notices (skipped: DATABASE_URL not set)',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
    // Two API processes on one database.
    let listening: Database;
    let other: Database;

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(serverUrl ?? '');
      listening = await openPostgres(scratch.url, { logger: silentLogger });
      other = await openPostgres(scratch.url, { logger: silentLogger });
    });
    afterAll(async () => {
      await Promise.all([listening?.close(), other?.close()]);
      await scratch?.drop();
    });

    const notify = (channel: string) => other.db.execute(sql`select pg_notify(${channel}, '')`);

    it("hears another process's notices on its channel only, until stopped", async () => {
      const heard: string[] = [];
      const feed = listening.listen('replica_test_a', () => heard.push('a'));
      const elsewhere = listening.listen('replica_test_b', () => heard.push('b'));
      await vi.waitFor(() => expect(feed.live && elsewhere.live).toBe(true));
      await notify('replica_test_a');
      await vi.waitFor(() => expect(heard).toEqual(['a']));
      feed.stop();
      expect(feed.live).toBe(false);
      await notify('replica_test_a');
      await notify('replica_test_b');
      await vi.waitFor(() => expect(heard).toEqual(['a', 'b']));
      elsewhere.stop();
    });

    it('tells its subscribers when the connection is lost, then listens again', async () => {
      let told = 0;
      const feed = listening.listen('replica_test_c', () => (told += 1));
      await vi.waitFor(() => expect(feed.live).toBe(true));
      await other.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`);
      await vi.waitFor(() => expect(told).toBe(1));
      await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 10_000 });
      await notify('replica_test_c');
      await vi.waitFor(() => expect(told).toBe(2));
      feed.stop();
    });
  },
);
