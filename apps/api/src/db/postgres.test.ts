import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test-support/databases';
import { migrationsFolder } from './migrations';
import { silentLogger } from '../infra/log/logger';
import { openPostgres } from './postgres';
import { industries } from './schema';

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!serverUrl)(
  serverUrl ? 'openPostgres' : 'openPostgres (skipped: DATABASE_URL not set)',
  () => {
    it('lets several processes start at once: one migrates, the others wait', async () => {
      const scratch = await createScratchPostgresDatabase(serverUrl ?? '');
      try {
        const opened = await Promise.all(
          [1, 2, 3].map(() => openPostgres(scratch.url, { logger: silentLogger })),
        );
        try {
          const first = opened[0];
          if (!first) throw new Error('no database opened');
          const applied = await first.db.execute<{ total: number }>(
            sql`select count(*) as total from drizzle.__drizzle_migrations`,
          );
          // Applied once each, although three processes ran the migrations.
          expect(Number(applied.rows[0]?.total)).toBe(journal.entries.length);
          // The row-level security (db/sql/row-level-security.sql) made once: one policy per
          // workspace table, and no workspace yet (each sign-up makes its own, with its
          // industries).
          const policies = await first.db.execute<{ total: number }>(
            sql`select count(*) as total from pg_policies where schemaname = 'public'`,
          );
          const guarded = await first.db.execute<{ total: number }>(
            sql`select count(*) as total from pg_tables where schemaname = 'public' and rowsecurity`,
          );
          expect(Number(guarded.rows[0]?.total)).toBeGreaterThanOrEqual(20);
          expect(Number(policies.rows[0]?.total)).toBe(Number(guarded.rows[0]?.total));
          expect(await first.db.$count(industries)).toBe(0);
        } finally {
          await Promise.all(opened.map((database) => database.close()));
        }
      } finally {
        await scratch.drop();
      }
    });
  },
);
