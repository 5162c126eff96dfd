import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import { migrationsFolder } from './migrations';
import { startAutoAnalyze } from './pglite-auto-analyze';
import * as schema from './schema';

/**
 * Opens (creating it if needed) the embedded PostgreSQL in `dataDir` and applies the
 * migrations. Without `dataDir` the database lives in memory, which is what tests use.
 *
 * @example const database = await openPglite('./.replica-data');
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  const stopAutoAnalyze = startAutoAnalyze(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      stopAutoAnalyze();
      await client.close();
    },
  };
}
