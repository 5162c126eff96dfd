import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestWorkspace } from '../../test-support/workspaces';
import { silentLogger } from '../infra/log/logger';
import { openPglite } from './pglite';
import { startAutoAnalyze } from './auto-analyze';

describe('startAutoAnalyze', () => {
  const opening = openPglite({ logger: silentLogger });
  afterAll(async () => (await opening).close());

  it('analyses a table once it has changed by more than the threshold', async () => {
    const database = await opening;
    const { db } = database;
    // Industries are a workspace's rows: only its scoped connection may write them.
    const workspace = await createTestWorkspace(database);
    await workspace.db.execute(sql`insert into industries (name) select 'industria ' || g
      from generate_series(1, 500) g`);
    const stop = startAutoAnalyze(db, { logger: silentLogger, intervalMs: 20 });
    await expect
      .poll(async () => {
        const result = await db.execute<{ pending: number }>(sql`
          select n_mod_since_analyze::int as pending from pg_stat_user_tables
          where relname = 'industries'`);
        return result.rows[0]?.pending;
      })
      .toBe(0);
    stop();
  });
});
