import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditLogQuery,
  type AuditLogResponse,
} from '@replica/api-client/schemas';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, users } from '../../db/schema';

/**
 * One page of a workspace's audit log, newest first, keyset-paged by id, optionally only one
 * person's or one action's lines; with every action the log holds, for the filter. `db` is the
 * workspace's: row-level security keeps other workspaces' lines out.
 */
export async function auditLogPage(
  db: Db,
  workspaceId: number,
  query: Omit<AuditLogQuery, 'cursor' | 'user'> & { cursor?: number; user?: number },
): Promise<AuditLogResponse> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      user_id: auditLog.userId,
      email: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_ids: auditLog.entityIds,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.workspaceId, workspaceId),
        query.cursor === undefined ? undefined : lt(auditLog.id, query.cursor),
        query.user === undefined ? undefined : eq(auditLog.userId, query.user),
        query.action === undefined ? undefined : eq(auditLog.action, query.action),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const actions = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.workspaceId, workspaceId))
    .orderBy(asc(auditLog.action));
  return {
    items: page.map(({ at, details, ...row }): AuditEntry => ({
      ...row,
      at: at.toISOString(),
      details: (details as Record<string, unknown> | null) ?? null,
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    actions: actions.map((row) => row.action),
  };
}
