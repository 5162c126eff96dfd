import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ROLES } from '@replica/api-client/roles';
import { users } from './accounts';
import { createdAt, timestamptz } from './columns';
import { createdBy } from './ownership';
import { workspaces } from './workspaces';

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('memberships_user_id_idx').on(table.userId),
    check('memberships_role', sql`${table.role} in ('viewer', 'analyst', 'admin', 'owner')`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    // sha256 of the token in the link: the table alone lets nobody join.
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: createdBy(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('invitations_workspace_idx').on(table.workspaceId, table.createdAt.desc().nullsFirst()),
    check('invitations_role', sql`${table.role} in ('viewer', 'analyst', 'admin', 'owner')`),
    check('invitations_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);
