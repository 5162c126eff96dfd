import { sql } from 'drizzle-orm';
import type { IndustryAnswers } from '@replica/api-client/schemas';
import { check, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { workspaceId } from './ownership';

export const industries = pgTable(
  'industries',
  {
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    status: text('status').notNull().default('NUEVO'),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clients: integer('clients').notNull().default(0),
    years: real('years').notNull().default(0),
    /** What the business answers to each objection, by tag (`industryAnswersSchema`). */
    answers: jsonb('answers').$type<IndustryAnswers>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.name] }),
    check('industries_clients_nonnegative', sql`${table.clients} >= 0`),
    check('industries_years_nonnegative', sql`${table.years} >= 0`),
  ],
);
