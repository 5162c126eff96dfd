import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { industryOf } from './industry-key';
import { createdBy, workspaceId } from './ownership';

export const ideas = pgTable(
  'ideas',
  {
    ideaId: serial('idea_id').primaryKey(),
    workspaceId: workspaceId(),
    industry: text('industry').notNull(),
    ideaType: text('idea_type').notNull(),
    hook: text('hook').notNull(),
    angle: text('angle').notNull(),
    scriptOutline: text('script_outline').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    industryOf(table, 'ideas_industry_fk'),
    index('ideas_live_industry_idx')
      .on(table.workspaceId, table.industry, table.createdAt.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
  ],
);
