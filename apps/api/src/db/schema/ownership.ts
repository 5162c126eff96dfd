import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { workspaces } from './workspaces';

/** The user who made the row; kept when the account goes, as null. */
export const createdBy = () =>
  integer('created_by').references(() => users.id, { onDelete: 'set null' });

/** The workspace of the transaction unless the insert names one; never null. */
export const workspaceId = () =>
  integer('workspace_id')
    .notNull()
    .default(sql`nullif(current_setting('app.workspace_id', true), '')::integer`)
    .references(() => workspaces.id, { onDelete: 'cascade' });
