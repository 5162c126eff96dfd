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
  if (!Number.isSafeInteger(workspaceId) || workspaceId <= 0) {
    throw new Error(`not a workspace id: ${workspaceId}`);
  }
  return `set local role ${WORKSPACE_ROLE}; select set_config('app.workspace_id', '${workspaceId}', true)`;
}

/** Whether a statement a driver sends opens a transaction (drizzle sends a bare `begin`). */
export function opensTransaction(statement: unknown): boolean {
  const text =
    typeof statement === 'string'
      ? statement
      : typeof statement === 'object' && statement !== null && 'text' in statement
        ? String(statement.text)
        : '';
  return /^\s*begin\b/i.test(text);
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
