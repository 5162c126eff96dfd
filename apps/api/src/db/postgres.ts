import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { migrationsFolder } from './migrations';
import * as schema from './schema';

// pg hands int8 (count(*), bigserial ids) back as strings while PGlite gives numbers; one
// parser makes both drivers answer alike. Our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

// A server that does not answer at all (down host, full backlog) fails the request after this,
// as a 503, instead of holding it for the kernel's two-minute connect timeout. pg-pool also counts
// the wait for a free pooled client against it, so it must outlast queueing under heavy load
// (the load test's p99 reached 8 s on a saturated 2-core machine).
const CONNECT_TIMEOUT_MS = 30_000;

// Any fixed number shared by every API process: the first one to start migrates, the others wait.
const MIGRATION_LOCK_ID = 724_219_001;

/**
 * Connects a pool to a PostgreSQL server and applies the migrations under an advisory lock, so
 * several API processes starting together never run them twice.
 *
 * @example const database = await openPostgres('postgres://postgres@127.0.0.1:5432/replica');
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // The pool listens for errors only on idle clients. A client checked out between two queries
  // (inside a transaction) that hears the server shut down would otherwise throw an unhandled
  // 'error' and kill the process; its next query fails instead, and the pool discards it.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  });
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
