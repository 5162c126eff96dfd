import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Logger } from '../infra/log/logger';
import type { Database, NoticeFeed, WorkspaceDb } from './database';
import { migrationsFolder } from './migrations';
import { startCheckpoints } from './pglite-checkpoints';
import { createPgliteFolderApart } from './pglite-folder';
import { pgliteStartParams } from './pglite-settings';
import { startAutoAnalyze } from './auto-analyze';
import * as schema from './schema';
import { enterWorkspaceSql, perWorkspace } from './workspace-scope';

/**
 * Opens (creating it if needed) the embedded PostgreSQL in `dataDir` and applies the
 * migrations. Without `dataDir` the database lives in memory, which is what tests use.
 *
 * @example const database = await openPglite({ dataDir: './.replica-data', logger });
 */
export async function openPglite({
  dataDir,
  logger,
}: {
  dataDir?: string | undefined;
  logger: Logger;
}): Promise<Database> {
  if (dataDir) await createPgliteFolderApart(dataDir);
  const client = await PGlite.create(dataDir, { startParams: pgliteStartParams });
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  const stopAutoAnalyze = startAutoAnalyze(db, { logger });
  const stopCheckpoints = startCheckpoints(db, { logger });
  return {
    db,
    forWorkspace: perWorkspace((workspaceId) => workspaceDb(client, workspaceId)),
    kind: 'pglite',
    // PGlite's `query` takes one statement; pg-boss sends its migrations as many, without values.
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    // One process, one session: the lock lives as long as the database is open.
    holdSessionLock: async (classId, key) => {
      await client.query('select pg_advisory_lock($1, $2)', [classId, key]);
    },
    exclusively: (_lockId, work) => work(),
    listen: (channel, onNotice) => listenOnPglite(client, channel, onNotice),
    close: async () => {
      stopAutoAnalyze();
      stopCheckpoints();
      await client.close();
    },
  };
}

/**
 * PGlite's one connection hears its own notices, delivered as the committing statement's answer
 * arrives: a feed is live from when LISTEN has run until it is stopped.
 */
function listenOnPglite(client: PGlite, channel: string, onNotice: () => void): NoticeFeed {
  let live = false;
  let stopped = false;
  const unlisten = client.listen(channel, onNotice).then(
    (stop) => {
      live = !stopped;
      return stop;
    },
    // Closed before it could listen: never live.
    () => null,
  );
  return {
    get live() {
      return live;
    },
    stop: () => {
      stopped = true;
      live = false;
      // A database closed first has stopped listening already.
      unlisten.then((stop) => stop?.()).catch(() => {});
    },
  };
}

/**
 * drizzle over the two calls its PGlite driver makes, `query` and `transaction`, each run in a
 * transaction that has entered the workspace first.
 */
function workspaceDb(client: PGlite, workspaceId: number): WorkspaceDb {
  const enter = enterWorkspaceSql(workspaceId);
  const inWorkspace = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.exec(enter);
      return work(tx);
    });
  const scoped = {
    query: (...args: Parameters<Transaction['query']>) => inWorkspace((tx) => tx.query(...args)),
    transaction: inWorkspace,
  };
  // The driver needs only these two calls of the client; the cast says so to its types.
  const db = drizzle({ client: scoped as unknown as PGlite, schema });
  return Object.assign(db, { workspaceId });
}
