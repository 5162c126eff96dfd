import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { migrationsFolder } from './migrations';
import * as schema from './schema';

// pg hands int8 (count(*), bigserial ids) back as strings while PGlite gives numbers; one
// parser makes both drivers answer alike. Our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

// Any fixed number shared by every API process: the first one to start migrates, the others wait.
const MIGRATION_LOCK_ID = 724_219_001;

/**
 * Connects a pool to a PostgreSQL server and applies the migrations under an advisory lock, so
 * several API processes starting together never run them twice.
 *
 * @example const database = await openPostgres('postgres://postgres@127.0.0.1:5432/replica');
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    await migrateLocked(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzle({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
