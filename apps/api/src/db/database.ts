import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

interface Rows<Row> {
  rows: Row[];
}

/** What both drivers' raw results share: `db.execute(sql...)` gives `{ rows }` on either. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/** The drizzle query builder every module uses, whichever driver is underneath. */
export type Db = PgDatabase<
  QueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * The query builder of one workspace (`Database.forWorkspace`): every statement runs inside it,
 * under row-level security. Queries also name the workspace themselves (domain/in-workspace.ts),
 * so the scoping holds twice, and with the id as a value the planner picks the workspace's index
 * (the policy's setting is a value it cannot see when planning).
 */
export type WorkspaceDb = Db & { readonly workspaceId: number };

/** What a connection pool holds at this instant; pg's Pool keeps these counts live. */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  /** Queries waiting for a connection: the pool is too small or the server too slow. */
  readonly waitingCount: number;
}

/** A subscription to a channel's notices (`Database.listen`). */
export interface NoticeFeed {
  /** True while notices are arriving: from when listening starts, until a connection is lost. */
  readonly live: boolean;
  stop(): void;
}

/** An open, migrated database: embedded PGlite or a PostgreSQL server. */
export interface Database {
  /** Outside any workspace: accounts, sessions, workspaces and memberships. */
  readonly db: Db;
  /** Every statement inside one workspace, under its row-level security (workspace-scope.ts). */
  forWorkspace(workspaceId: number): WorkspaceDb;
  readonly kind: 'pglite' | 'postgres';
  /** The pool's counts on PostgreSQL; PGlite is one in-process connection, nothing to pool. */
  readonly poolUse?: PoolUse;
  /**
   * Raw SQL as the database's own role, in the shape pg-boss's `db` option asks for (the job
   * queue keeps its tables in its own schema). Text without values may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Takes a session-level advisory lock (`pg_advisory_lock(classId, key)`) and keeps it for the
   * process's life, on a connection of its own, taken again after that connection is lost: other
   * processes read in pg_locks that this one is alive (the job workers' claims, job-claims.ts).
   */
  holdSessionLock(classId: number, key: number): Promise<void>;
  /**
   * Runs `work` while this process holds the advisory lock `lockId`, so processes starting
   * together on one database do a setup one at a time (PGlite has one process: it just runs).
   */
  exclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /**
   * Follows the notices sent on `channel` (NOTIFY) by any process: `onNotice` runs after each
   * committed one, and also when some may have been missed (a lost connection).
   */
  listen(channel: string, onNotice: () => void): NoticeFeed;
  close(): Promise<void>;
}
