import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The rate limits' counters (rate-limiter-flexible's Drizzle store, middleware/rate-limit): one
 * row per key (`content:user:12`) with the points spent in its window and when the window ends,
 * shared by every process on the database. Not workspace data: no workspace_id.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamptz('expire'),
});

/**
 * Calls made to the AI provider per minute by every process together, against
 * `AI_MAX_REQUESTS_PER_MINUTE` (infra/ai/request-budget.ts). Not workspace data: no workspace_id.
 */
export const aiRequestMinutes = pgTable('ai_request_minutes', {
  minute: timestamptz('minute').primaryKey(),
  requests: integer('requests').notNull(),
});
