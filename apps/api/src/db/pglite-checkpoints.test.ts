import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../infra/log/logger';
import type { Database, Db } from './database';
import { openPglite } from './pglite';
import { startCheckpoints } from './pglite-checkpoints';

async function lastCheckpointRedo(db: Db): Promise<string> {
  const { rows } = await db.execute<{ redo: string }>(
    sql`select redo_lsn::text as redo from pg_control_checkpoint()`,
  );
  return rows[0]!.redo;
}

describe('startCheckpoints', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite({ logger: silentLogger });
  });
  afterAll(() => database.close());

  it('checkpoints once the WAL past the last checkpoint reaches the threshold, not before', async () => {
    const { db } = database;
    await db.execute(sql`checkpoint`);
    const before = await lastCheckpointRedo(db);
    // About 2 MB of WAL.
    await db.execute(sql`create table wal_filler as
      select g, repeat('x', 100) as padding from generate_series(1, 15000) g`);

    const tooFar = startCheckpoints(db, {
      logger: silentLogger,
      intervalMs: 20,
      walBytes: 64 * 1024 * 1024,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    tooFar();
    expect(await lastCheckpointRedo(db)).toBe(before);

    const due = startCheckpoints(db, {
      logger: silentLogger,
      intervalMs: 20,
      walBytes: 1024 * 1024,
    });
    await expect.poll(() => lastCheckpointRedo(db)).not.toBe(before);
    due();
  });
});
