import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@replica/api-client/roles';
import { createdAt, timestamptz } from './columns';
import { workspaces } from './workspaces';

// Who signs in and how: accounts, their sessions and password resets, the sign-in attempts that
// throttle guessing, and the API tokens that act for an account in one workspace.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  // Lower-casing at the edge is what makes the unique constraint mean "one account per address".
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the random id the client holds: a leaked table does not leak usable sessions.
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    // The workspace the session acts in; null until chosen, or after it was deleted.
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use links that set a new password: mailed, made in Equipo, or by the operator. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token in the link, as for sessions.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [
    index('sign_in_attempts_email_idx').on(table.email, table.attemptedAt),
    index('sign_in_attempts_ip_idx').on(table.ip, table.attemptedAt),
  ],
);

/**
 * Workspace API tokens for integrations: sent as `Authorization: Bearer rpl_…`, they act as their
 * creator with their role, never above the creator's current one. Only the sha256 of a token is
 * kept.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('api_tokens_workspace_idx').on(table.workspaceId),
    check('api_tokens_role', sql`${table.role} in ('viewer', 'analyst', 'admin')`),
  ],
);
