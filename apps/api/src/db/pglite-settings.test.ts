import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../infra/log/logger';
import type { Database } from './database';
import { openPglite } from './pglite';

describe('the embedded database settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite({ logger: silentLogger });
  });
  afterAll(() => database.close());

  it('starts with small shared buffers and removes WAL segments instead of keeping them', async () => {
    const { db } = database;
    const { rows } = await db.execute<{ name: string; setting: string }>(sql`
      select name, current_setting(name) as setting from unnest(
        array['shared_buffers', 'wal_recycle', 'wal_compression']) as name`);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.setting]))).toEqual({
      shared_buffers: '16MB',
      wal_recycle: 'off',
      wal_compression: 'pglz',
    });
  });
});
