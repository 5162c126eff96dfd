import { FIXED_INDUSTRIES } from '@replica/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test-support/databases';
import { createTestWorkspace } from '../../test-support/workspaces';
import { industries, sources, users } from './schema';

describe('database schema and migrations', () => {
  describeOnEachDatabase((database) => {
    it('seeds the fixed industry list, sin_clasificar included', async () => {
      // Each new workspace gets its own copy; the database itself holds none.
      const { id } = await createTestWorkspace(database());
      const rows = await database()
        .db.select()
        .from(industries)
        .where(eq(industries.workspaceId, id));
      expect(rows.map((row) => row.name).sort()).toEqual([...FIXED_INDUSTRIES].sort());
      for (const row of rows) {
        expect(row).toMatchObject({ cities: [], clients: 0, years: 0 });
        expect(row.status).toBe(row.name === 'sin_clasificar' ? 'NUEVO' : 'ACTIVO');
      }
    });

    it('keeps e-mails lower-case and unique', async () => {
      const db = database().db;
      await expect(
        db.insert(users).values({ email: 'Mayus@example.com', passwordHash: 'x' }),
      ).rejects.toThrow();
      await db.insert(users).values({ email: 'unico@example.com', passwordHash: 'x' });
      await expect(
        db.insert(users).values({ email: 'unico@example.com', passwordHash: 'y' }),
      ).rejects.toThrow();
    });

    it('accepts only the four source kinds and known industries', async () => {
      const { db } = await createTestWorkspace(database());
      await expect(
        db.insert(sources).values({ industry: 'sin_clasificar', kind: 'fax' as 'manual' }),
      ).rejects.toThrow();
      await expect(
        db.insert(sources).values({ industry: 'No existe', kind: 'manual' }),
      ).rejects.toThrow();
      const [created] = await db
        .insert(sources)
        .values({ industry: 'Marca Personal', kind: 'scraper' })
        .returning();
      expect(created).toMatchObject({
        industry: 'Marca Personal',
        kind: 'scraper',
        deletedAt: null,
      });
    });

    it('returns counts as numbers on both drivers', async () => {
      // Through a workspace's connection too: it is made apart from the root one.
      const workspace = await createTestWorkspace(database());
      for (const db of [database().db, workspace.db]) {
        const result = await db.execute<{ total: unknown }>(
          sql`select count(*) as total from ${industries} where workspace_id = ${workspace.id}`,
        );
        expect(result.rows[0]?.total).toBe(FIXED_INDUSTRIES.length);
      }
    });

    it('has the indexes the inbox and the dashboard rely on', async () => {
      const result = await database().db.execute<{ indexname: string }>(
        sql`select indexname from pg_indexes where schemaname = 'public'`,
      );
      expect(result.rows.map((row) => row.indexname)).toEqual(
        expect.arrayContaining([
          'comments_live_source_page_idx',
          'comments_live_created_at_idx',
          'sources_live_industry_idx',
          'ideas_live_industry_idx',
        ]),
      );
    });
  });
});
