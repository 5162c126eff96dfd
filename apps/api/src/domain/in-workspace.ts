import { type SQL, and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WorkspaceDb } from '../db/database';

/** A table whose rows belong to a workspace (its `workspace_id`, db/schema/ownership.ts). */
interface WorkspaceTable {
  readonly workspaceId: AnyPgColumn;
}

/**
 * Each table's rows of one workspace, said by the query itself. Row-level security already keeps
 * a workspace's statements to its rows (db/workspace-scope.ts); the scoping is enforced twice
 * so a fault in either layer is caught by the other, and the planner sees the
 * workspace as a value and picks its indexes (the policy's setting it cannot see when planning).
 * A left-joined table takes it in its ON clause, where a missing row still joins as nulls.
 *
 * @example
 * db.select().from(ideas).where(and(inWorkspace(db.workspaceId, ideas), isNull(ideas.deletedAt)));
 */
export function inWorkspace(
  workspaceId: number,
  table: WorkspaceTable,
  ...more: readonly WorkspaceTable[]
): SQL {
  return and(...[table, ...more].map((each) => eq(each.workspaceId, workspaceId)))!;
}

/**
 * `db.transaction` whose transaction still knows its workspace: drizzle's `tx` is a plain query
 * builder, and the functions it is handed to name the workspace in their queries.
 *
 * @example await workspaceTransaction(db, async (tx) => storeAnalyses(tx, chunk, now));
 */
export function workspaceTransaction<T>(
  db: WorkspaceDb,
  work: (tx: WorkspaceDb) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(Object.assign(tx, { workspaceId: db.workspaceId })));
}
