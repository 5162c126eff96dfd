import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // Opaque secret in the Apify webhook URL of this workspace: it says where a run's comments go.
  webhookToken: text('webhook_token').notNull().unique(),
  createdAt: createdAt(),
  // The IANA zone of watches' hours and alerts' weeks; null: the server's own.
  timeZone: text('time_zone'),
  // Who hears of alerts: e-mail recipients and a Slack-compatible incoming webhook.
  alertEmails: text('alert_emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  alertWebhookUrl: text('alert_webhook_url'),
  alertOnRising: boolean('alert_on_rising').notNull().default(true),
  alertOnWatchPaused: boolean('alert_on_watch_paused').notNull().default(true),
});
