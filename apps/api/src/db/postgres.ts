import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../infra/log/logger';
import type { Database, PoolUse, WorkspaceDb } from './database';
import { startAutoAnalyze } from './auto-analyze';
import { migrationsFolder } from './migrations';
import { PostgresNotices } from './postgres-notices';
import * as schema from './schema';
import { actForWorkspaceSql, perWorkspace } from './workspace-scope';

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
  const pool = openPool(connectionString, logger);
  // Workspace statements get connections of their own, which keep acting for a workspace between
  // requests (WorkspaceConnections), so the database's own role is never left on one of them.
  const workspacePool = openPool(connectionString, logger);
  try {
    await migrateLocked(pool);
  } catch (error) {
    await Promise.all([pool.end(), workspacePool.end()]);
    throw error;
  }
  const connections = new WorkspaceConnections(workspacePool);
  const locks = new SessionLocks(connectionString, logger);
  const notices = new PostgresNotices(connectionString, logger, CONNECT_TIMEOUT_MS);
  const db = drizzle({ client: pool, schema });
  const stopAutoAnalyze = startAutoAnalyze(db, { logger });
  return {
    db,
    forWorkspace: perWorkspace((workspaceId) => workspaceDb(connections, workspaceId)),
    kind: 'postgres',
    poolUse: combinedUse(pool, workspacePool),
    executeSql: (text, values) => pool.query(text, values),
    holdSessionLock: (classId, key) => locks.hold(classId, key),
    exclusively: (lockId, work) => whileLocked(pool, lockId, work),
    listen: (channel, onNotice) => notices.listen(channel, onNotice),
    close: async () => {
      stopAutoAnalyze();
      await Promise.all([locks.close(), notices.close()]);
      await Promise.all([pool.end(), workspacePool.end()]);
    },
  };
}

function openPool(connectionString: string, logger: Logger): pg.Pool {
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
  return pool;
}

/** Both pools' counts as one, for the metrics. */
function combinedUse(...pools: pg.Pool[]): PoolUse {
  const sum = (count: (pool: pg.Pool) => number) => pools.reduce((n, p) => n + count(p), 0);
  return {
    get totalCount() {
      return sum((pool) => pool.totalCount);
    },
    get idleCount() {
      return sum((pool) => pool.idleCount);
    },
    get waitingCount() {
      return sum((pool) => pool.waitingCount);
    },
  };
}

/**
 * The connections that serve workspaces. Each runs as `replica_app` from its first use and keeps
 * its `app.workspace_id` for the session, set again only when the next statement acts for another
 * workspace: a request's statement costs one round trip instead of three (begin and enter,
 * statement, commit), and row-level security holds on every statement all the same, since no
 * statement reaches a connection before it acts for that statement's workspace.
 */
class WorkspaceConnections {
  readonly #actingFor = new WeakMap<pg.PoolClient, number>();

  constructor(private readonly pool: pg.Pool) {}

  /** A connection acting for `workspaceId`: no round trip when it already does, else one. */
  async checkOut(workspaceId: number): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    const actingFor = this.#actingFor.get(client);
    if (actingFor === workspaceId) return client;
    try {
      await client.query(actForWorkspaceSql(workspaceId, { firstUse: actingFor === undefined }));
    } catch (error) {
      // Half set (the role taken, the setting not) must never serve anyone: discard it.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    this.#actingFor.set(client, workspaceId);
    return client;
  }
}

/**
 * A pool for one workspace, as drizzle's node-postgres driver uses one: `query` for a lone
 * statement, `connect` for a transaction, whose `begin` it sends itself.
 */
class WorkspacePool {
  constructor(
    private readonly connections: WorkspaceConnections,
    private readonly workspaceId: number,
  ) {}

  async query(statement: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.connections.checkOut(this.workspaceId);
    let broken: Error | undefined;
    try {
      return await client.query(statement, values);
    } catch (error) {
      // A statement the server refused leaves the connection fine; anything else (a lost
      // connection, a protocol error) may not.
      if (!(error instanceof pg.DatabaseError)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.connections.checkOut(this.workspaceId);
  }
}

function workspaceDb(connections: WorkspaceConnections, workspaceId: number): WorkspaceDb {
  // drizzle tells a pool from a client by its class name holding "Pool", as WorkspacePool's does.
  const db = drizzle({
    client: new WorkspacePool(connections, workspaceId) as unknown as pg.Pool,
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
