import type { AuditAction } from '@replica/api-client/audit-actions';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  userId: number | null;
  /**
   * What happened, as `<area>.<verb>`: `auth.signup`, `comments.delete`... One of the list Equipo
   * words in every language (`@replica/api-client/audit-actions`).
   */
  action: AuditAction;
  entity: string;
  entityIds?: Array<string | number>;
  details?: Record<string, unknown>;
}

/** Adds a line to the audit trail of who did what. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityIds: (entry.entityIds ?? []).map(String),
    details: entry.details ?? null,
  });
}
