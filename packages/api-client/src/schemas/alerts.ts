import { z } from 'zod';
import { NOT_BLANK, timestampSchema } from './common';
import { refusal } from './refusal';

/**
 * Alerts: a tag whose week the report flags 'Subida fuerte', or a watch that paused
 * itself, told to the workspace by e-mail and/or a Slack-compatible incoming webhook, at most once
 * per tag per week.
 */
export const ALERT_KINDS = ['rising', 'watch-paused'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const MAX_ALERT_RECIPIENTS = 20;

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA names the OpenAPI document lists (`Europe/Madrid`, … and `UTC`); `isTimeZone` also
 * takes the older aliases (`US/Eastern`). Browsers before 2022 cannot list them: none there,
 * where only the server's document needs them.
 */
const TIME_ZONE_NAMES =
  typeof Intl.supportedValuesOf === 'function'
    ? [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort()
    : [];

export const timeZoneSchema = z
  .string(refusal('time_zone_invalid'))
  .trim()
  .max(100, refusal('time_zone_invalid'))
  .refine(isTimeZone, refusal('time_zone_invalid'))
  .meta({ id: 'TimeZone', enum: TIME_ZONE_NAMES });

/** A workspace's settings for watches and alerts. */
export const workspaceSettingsSchema = z.object({
  /** The hours of watches and the weeks of alerts are in this zone. */
  timeZone: timeZoneSchema,
  alertEmails: z
    .array(z.email(refusal('alert_email_invalid')).max(254, refusal('alert_email_invalid')))
    .max(MAX_ALERT_RECIPIENTS, refusal('alert_recipients_too_many')),
  alertWebhookUrl: z
    .url({ protocol: /^https?$/, ...refusal('alert_webhook_invalid') })
    .max(2_000, refusal('alert_webhook_invalid'))
    .meta({ pattern: '^https?://' })
    .nullable(),
  alertOnRising: z.boolean(),
  alertOnWatchPaused: z.boolean(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

/**
 * `GET workspaces/current/settings` also says whether the server can send e-mail at all, and
 * which recipients have not confirmed yet: an address that is not a member's receives nothing
 * until it confirms through the link mailed to it.
 */
export const workspaceSettingsResponseSchema = workspaceSettingsSchema.extend({
  emailConfigured: z.boolean(),
  pendingAlertEmails: z.array(z.string()),
  /**
   * True for a role that may not change the settings: the recipients and the webhook URL (a
   * secret of the chat service) are then left out, empty.
   */
  recipientsHidden: z.boolean(),
});
export type WorkspaceSettingsResponse = z.infer<typeof workspaceSettingsResponseSchema>;

export const DELIVERY_STATES = ['sent', 'failed', 'off'] as const;

/** One alert as Equipo lists it, with what became of each way of telling. */
export const alertSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ALERT_KINDS),
    industry: z.string().nullable(),
    objectionTag: z.string().nullable(),
    /** Monday of the week the alert is about (YYYY-MM-DD), for a rise. */
    week: z.string().nullable(),
    subject: z.string(),
    email: z.enum(DELIVERY_STATES),
    webhook: z.enum(DELIVERY_STATES),
    error: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof alertSchema>;
export const alertsResponseSchema = z.object({ items: z.array(alertSchema) });
export const testAlertResponseSchema = z.object({
  email: z.enum(DELIVERY_STATES),
  webhook: z.enum(DELIVERY_STATES),
  error: z.string().nullable(),
});

/** `POST alert-recipients/confirm`: the token of the link an alert recipient was mailed. */
export const confirmAlertRecipientSchema = z.object({
  token: z
    .string(refusal('confirmation_token_required'))
    .trim()
    .min(1, refusal('confirmation_token_required'))
    .max(200, refusal('confirmation_token_required'))
    .meta(NOT_BLANK),
});
export const confirmedAlertRecipientSchema = z.object({
  email: z.string(),
  /** The workspace whose alerts the address will now receive. */
  workspace: z.string(),
});
export type ConfirmedAlertRecipient = z.infer<typeof confirmedAlertRecipientSchema>;
