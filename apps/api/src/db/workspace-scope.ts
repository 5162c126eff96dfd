import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Statements that act for one workspace. Each runs in a transaction that first takes the role
 * `replica_app` (no owner, no BYPASSRLS) and sets `app.workspace_id` for that transaction only,
 * so the row-level security of sql/row-level-security.sql holds whatever the statement filters,
 * and nothing of the setting outlives it on a pooled connection.
 */

/** The role the workspace transactions run as. */
export const WORKSPACE_ROLE = 'replica_app';

/**
 * The statements that open a workspace inside a transaction. The id is interpolated, not bound,
 * so the whole preamble is one round trip; it is checked to be a plain integer first.
 */
export function enterWorkspaceSql(workspaceId: number): string {
  return `set local role ${WORKSPACE_ROLE}; select set_config('app.workspace_id', '${checkedId(workspaceId)}', true)`;
}

/**
 * The statements that make a whole connection act for a workspace until told another one, for
 * connections that only ever serve workspaces (PostgreSQL's, postgres.ts): the role on the
 * connection's first use, the setting each time the workspace changes. One round trip.
 */
export function actForWorkspaceSql(workspaceId: number, { firstUse }: { firstUse: boolean }) {
  const setting = `select set_config('app.workspace_id', '${checkedId(workspaceId)}', false)`;
  return firstUse ? `set role ${WORKSPACE_ROLE}; ${setting}` : setting;
}

function checkedId(workspaceId: number): number {
  if (!Number.isSafeInteger(workspaceId) || workspaceId <= 0) {
    throw new Error(`not a workspace id: ${workspaceId}`);
  }
  return workspaceId;
}

// Workspaces whose query builders stay made; past it the least recently used is made again.
const MAX_CACHED_WORKSPACES = 1_000;

/** `make` once per workspace id, kept for the recently used ones. */
export function perWorkspace<T>(make: (workspaceId: number) => T): (workspaceId: number) => T {
  const made = new Map<number, T>();
  return (workspaceId) => {
    let value = made.get(workspaceId);
    if (value === undefined) {
      value = make(workspaceId);
      if (made.size >= MAX_CACHED_WORKSPACES) made.delete(made.keys().next().value as number);
    } else {
      made.delete(workspaceId);
    }
    made.set(workspaceId, value);
    return value;
  };
}

/**
 * Turns a transaction of the database's own role into one of `workspaceId`: after this, every
 * statement of `tx` runs under the workspace's row-level security. For work that must create
 * account rows and workspace rows in one commit (a sign-up).
 */
export async function enterWorkspace(tx: Db, workspaceId: number): Promise<void> {
  for (const statement of enterWorkspaceSql(workspaceId).split('; ')) {
    await tx.execute(sql.raw(statement));
  }
}
