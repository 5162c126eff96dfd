import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { workspaceId } from './ownership';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityIds: text('entity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.createdAt.desc().nullsFirst()),
    index('audit_log_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // Equipo pages a workspace's log newest first.
    index('audit_log_workspace_idx').on(table.workspaceId, table.id.desc().nullsFirst()),
  ],
);
