import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { workspaceId } from './ownership';
import { workspaces } from './workspaces';

/**
 * Alerts told to a workspace, with what became of each way of telling. A rise is keyed by industry,
 * tag and week, so it is told at most once per tag per week whatever number of processes see it.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    kind: text('kind').notNull(),
    industry: text('industry'),
    objectionTag: text('objection_tag'),
    week: text('week'),
    watchId: integer('watch_id'),
    subject: text('subject').notNull(),
    emailState: text('email_state').notNull().default('off'),
    webhookState: text('webhook_state').notNull().default('off'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    check('alerts_kind_check', sql`${table.kind} in ('rising', 'watch-paused')`),
    uniqueIndex('alerts_rising_once_idx')
      .on(table.workspaceId, table.industry, table.objectionTag, table.week)
      .where(sql`${table.kind} = 'rising'`),
    index('alerts_recent_idx').on(table.workspaceId, table.id.desc().nullsFirst()),
  ],
);

/**
 * Alert e-mail recipients outside the workspace's members: such an address receives nothing until
 * it confirms through the link mailed to it, so the alerts are not a mail relay.
 */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // sha256 of the token in the confirmation link, as for invitations.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.email] }),
    check('alert_recipients_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);
