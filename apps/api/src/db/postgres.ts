import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../infra/log/logger';
import type { Database, WorkspaceDb } from './database';
import { migrationsFolder } from './migrations';
import * as schema from './schema';
import { enterWorkspaceSql, opensTransaction, perWorkspace } from './workspace-scope';

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
 * @example
 * const database = await openPostgres('postgres://postgres@127.0.0.1:5432/replica', { logger });
 */
export async function openPostgres(
  connectionString: string,
  { logger }: { logger: Logger },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.error({ reason: error.message }, 'PostgreSQL pool error'));
  // The pool listens for errors only on idle clients. A client checked out between two queries
  // (inside a transaction) that hears the server shut down would otherwise throw an unhandled
  // 'error' and kill the process; its next query fails instead, and the pool discards it.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      logger.error({ reason: error.message }, 'PostgreSQL connection lost'),
    );
  });
  try {
    await migrateLocked(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const locks = new SessionLocks(connectionString, logger);
  return {
    db: drizzle({ client: pool, schema }),
    forWorkspace: perWorkspace((workspaceId) => workspaceDb(pool, workspaceId)),
    kind: 'postgres',
    poolUse: pool,
    executeSql: (text, values) => pool.query(text, values),
    holdSessionLock: (classId, key) => locks.hold(classId, key),
    exclusively: (lockId, work) => whileLocked(pool, lockId, work),
    close: async () => {
      await locks.close();
      await pool.end();
    },
  };
}

/**
 * A pool for one workspace, as drizzle's node-postgres driver uses one: `query` for a lone
 * statement, `connect` for a transaction, whose `begin` it sends itself. A lone statement runs in
 * a transaction of its own that enters the workspace; a connected client enters it right after
 * the driver's `begin`.
 */
class WorkspacePool {
  readonly #enter: string;

  constructor(
    private readonly pool: pg.Pool,
    workspaceId: number,
  ) {
    this.#enter = enterWorkspaceSql(workspaceId);
  }

  async query(statement: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`begin; ${this.#enter}`);
      const result = await client.query(statement, values);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async connect() {
    const client = await this.pool.connect();
    const enter = this.#enter;
    return {
      async query(statement: pg.QueryConfig, values?: unknown[]) {
        const result = await client.query(statement, values);
        if (opensTransaction(statement)) await client.query(enter);
        return result;
      },
      release: (error?: Error | boolean) => client.release(error),
    };
  }
}

function workspaceDb(pool: pg.Pool, workspaceId: number): WorkspaceDb {
  // drizzle tells a pool from a client by its class name holding "Pool", as WorkspacePool's does.
  const db = drizzle({
    client: new WorkspacePool(pool, workspaceId) as unknown as pg.Pool,
    schema,
  });
  return Object.assign(db, { workspaceId });
}

// How long to wait before connecting again for a lock whose connection was lost.
const LOCK_RECONNECT_MS = 1_000;

/**
 * Advisory locks held on connections of their own, outside the pool, for the process's life: a
 * lost connection (the server restarted) is opened again and the lock taken again.
 */
class SessionLocks {
  readonly #held = new Set<pg.Client>();
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  async hold(classId: number, key: number): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('error', (error) => {
      this.logger.error({ reason: error.message }, 'PostgreSQL lock connection lost');
      this.#held.delete(client);
      void client.end().catch(() => {});
      if (!this.#closed) this.#retake(classId, key);
    });
    await client.connect();
    await client.query('select pg_advisory_lock($1, $2)', [classId, key]);
    this.#held.add(client);
  }

  #retake(classId: number, key: number): void {
    setTimeout(() => {
      if (this.#closed) return;
      this.hold(classId, key).catch(() => this.#retake(classId, key));
    }, LOCK_RECONNECT_MS).unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.allSettled([...this.#held].map((client) => client.end()));
    this.#held.clear();
  }
}

function migrateLocked(pool: pg.Pool): Promise<void> {
  return whileLocked(pool, MIGRATION_LOCK_ID, (client) =>
    migrate(drizzle({ client, schema }), { migrationsFolder }),
  );
}

/** Runs `work` holding the advisory lock `lockId` on a connection of the pool, handed to it. */
async function whileLocked<T>(
  pool: pg.Pool,
  lockId: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    client.release();
  }
}
