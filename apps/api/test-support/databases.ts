import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { silentLogger } from '../src/infra/log/logger';

interface DatabaseTarget {
  title: string;
  skip: boolean;
  open: () => Promise<{ database: Database; dispose: () => Promise<void> }>;
}

const postgresUrl = process.env.DATABASE_URL;

/** Every suite runs on both: embedded PGlite always, a PostgreSQL server when one is given. */
const targets: DatabaseTarget[] = [
  {
    title: 'PGlite',
    skip: false,
    open: async () => {
      const database = await openPglite({ logger: silentLogger });
      return { database, dispose: () => database.close() };
    },
  },
  {
    title: postgresUrl ? 'PostgreSQL' : 'PostgreSQL (skipped: DATABASE_URL not set)',
    skip: !postgresUrl,
    open: () => openScratchPostgres(postgresUrl ?? ''),
  },
];

/**
 * Declares `suite` once per database, each with a fresh migrated database shared by the tests
 * of that block and dropped after it. Tests keep apart by using their own e-mails and addresses.
 *
 * @example
 * describeOnEachDatabase((database) => {
 *   it('signs up', async () => { const app = createApp({ database: database() }); ... });
 * });
 */
export function describeOnEachDatabase(suite: (database: () => Database) => void): void {
  for (const target of targets) {
    describe.skipIf(target.skip)(target.title, () => {
      let opened: Awaited<ReturnType<DatabaseTarget['open']>> | undefined;
      beforeAll(async () => {
        opened = await target.open();
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      suite(() => {
        if (!opened) throw new Error(`${target.title} did not open`);
        return opened.database;
      });
    });
  }
}

/** A uniquely named database on the server in DATABASE_URL, migrated, dropped on dispose. */
async function openScratchPostgres(serverUrl: string) {
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const database = await openPostgres(scratch.url, { logger: silentLogger });
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Creates an empty, uniquely named database (`replica_test_<random>`) on a PostgreSQL server
 * and returns its URL and a function that drops it.
 */
export async function createScratchPostgresDatabase(serverUrl: string) {
  const name = `replica_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
