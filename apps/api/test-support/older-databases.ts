import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { migrationsFolder } from '../src/db/migrations';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { silentLogger } from '../src/infra/log/logger';
import { createScratchPostgresDatabase } from './databases';

/**
 * SQL on the older database, as its seed writes it and counts its rows: one statement or several,
 * answering the rows of the last.
 */
export type OlderQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** An older release's database, upgraded and opened as the API opens it. */
export interface UpgradedDatabase<Seeded> {
  database: Database;
  /** What the seed answered. */
  seeded: Seeded;
  dispose: () => Promise<void>;
}

export interface OlderDatabaseTarget {
  title: string;
  skip: boolean;
  /**
   * Migrates a new database up to the release's last migration, lets `seed` fill it as that
   * release's users left it, then opens it as the API does, which applies the newer migrations.
   * Answers what `seed` answered beside the upgraded database.
   */
  upgrade<Seeded>(seed: (query: OlderQuery) => Promise<Seeded>): Promise<UpgradedDatabase<Seeded>>;
}

/** The migrations folder as a release whose last migration was `lastTag` shipped it. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'replica-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const postgresUrl = process.env.DATABASE_URL;

/**
 * A database of an older release (its last migration `lastTag`) upgraded in place, on embedded
 * PGlite always and on a PostgreSQL server when `DATABASE_URL` names one.
 *
 * @example
 * for (const target of olderDatabaseTargets('0020_apify_accounts')) {
 *   it(`renames on ${target.title}`, async () => { const { database } = await target.upgrade(seed); });
 * }
 */
export function olderDatabaseTargets(lastTag: string): OlderDatabaseTarget[] {
  return [
    {
      title: 'PGlite',
      skip: false,
      upgrade: async (seed) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'replica-upgrade-'));
        const older = await PGlite.create(dataDir);
        await migratePglite(drizzlePglite({ client: older }), {
          migrationsFolder: migrationsUpTo(lastTag),
        });
        const seeded = await seed(async (text) => ({
          rows: (await older.exec(text)).at(-1)?.rows ?? [],
        }));
        await older.close();
        const database = await openPglite({ dataDir, logger: silentLogger });
        return {
          database,
          seeded,
          dispose: async () => {
            await database.close();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      title: postgresUrl ? 'PostgreSQL' : 'PostgreSQL (skipped: DATABASE_URL not set)',
      skip: !postgresUrl,
      upgrade: async (seed) => {
        const scratch = await createScratchPostgresDatabase(postgresUrl ?? '');
        const pool = new pg.Pool({ connectionString: scratch.url });
        await migratePostgres(drizzlePostgres({ client: pool }), {
          migrationsFolder: migrationsUpTo(lastTag),
        });
        const seeded = await seed(async (text) => {
          // Several statements answer one result each.
          const results: pg.QueryResult | pg.QueryResult[] = await pool.query(text);
          return { rows: (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [] };
        });
        await pool.end();
        const database = await openPostgres(scratch.url, { logger: silentLogger });
        return {
          database,
          seeded,
          dispose: async () => {
            await database.close();
            await scratch.drop();
          },
        };
      },
    },
  ];
}
