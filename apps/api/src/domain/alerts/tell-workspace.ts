import type { Alert, AlertKind, WorkspaceSettings } from '@replica/api-client/schemas';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { alerts } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import type { AlertChannels, AlertMessage } from './alert-channels';

type DeliveryState = Alert['email'];

export interface NewAlert extends AlertMessage {
  kind: AlertKind;
  industry?: string;
  objectionTag?: string;
  /** Monday of the week a rise is about: with the industry and tag, it is told once. */
  week?: string;
  watchId?: number;
}

/** The alerts Equipo lists. */
const RECENT_ALERTS = 50;

/**
 * Records an alert and tells it by every way the workspace set up. A rise already recorded for
 * the same industry, tag and week is not told again (the unique index decides, whichever process
 * sees it first): answers null then. What each way answered is kept with the alert.
 */
export async function tellWorkspace(
  db: WorkspaceDb,
  settings: WorkspaceSettings,
  channels: AlertChannels,
  alert: NewAlert,
): Promise<Alert | null> {
  const [row] = await db
    .insert(alerts)
    .values({
      workspaceId: db.workspaceId,
      kind: alert.kind,
      industry: alert.industry ?? null,
      objectionTag: alert.objectionTag ?? null,
      week: alert.week ?? null,
      watchId: alert.watchId ?? null,
      subject: alert.subject,
    })
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  if (!row) return null;
  const outcome = (await overHourlyLimit(db, row.id))
    ? { email: 'off' as const, webhook: 'off' as const, error: HOURLY_LIMIT_REACHED }
    : await deliver(settings, channels, alert);
  const [told] = await db
    .update(alerts)
    .set({ emailState: outcome.email, webhookState: outcome.webhook, error: outcome.error })
    .where(and(inWorkspace(db.workspaceId, alerts), eq(alerts.id, row.id)))
    .returning();
  return alertView(told!);
}

// Alerts a workspace is sent in an hour at most: past it they are recorded, not sent, so no
// burst of imports can turn the alerts into a flood.
export const MAX_ALERTS_PER_HOUR = 20;
const HOURLY_LIMIT_REACHED = `No enviada: se alcanzó el límite de ${MAX_ALERTS_PER_HOUR} alertas por hora`;

/** Whether the workspace was sent its hour's alerts before alert `id`. */
async function overHourlyLimit(db: WorkspaceDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ sent: count() })
    .from(alerts)
    .where(
      and(
        inWorkspace(db.workspaceId, alerts),
        lt(alerts.id, id),
        gt(alerts.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return (row?.sent ?? 0) >= MAX_ALERTS_PER_HOUR;
}

/** Sends a message by e-mail and webhook as the settings say; what each answered. */
export async function deliver(
  settings: WorkspaceSettings,
  channels: AlertChannels,
  message: AlertMessage,
): Promise<{ email: DeliveryState; webhook: DeliveryState; error: string | null }> {
  const errors: string[] = [];
  const attempt = async (send: (() => Promise<void>) | undefined, label: string) => {
    if (!send) return 'off' as const;
    try {
      await send();
      return 'sent' as const;
    } catch (error) {
      errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed' as const;
    }
  };
  const { email } = channels;
  const webhookUrl = settings.alertWebhookUrl;
  const [emailState, webhookState] = await Promise.all([
    attempt(
      email && settings.alertEmails.length > 0
        ? () => email(settings.alertEmails, message)
        : undefined,
      'correo',
    ),
    attempt(webhookUrl ? () => channels.webhook(webhookUrl, message) : undefined, 'webhook'),
  ]);
  return { email: emailState, webhook: webhookState, error: errors.join(' · ') || null };
}

export async function recentAlerts(db: WorkspaceDb): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(inWorkspace(db.workspaceId, alerts))
    .orderBy(desc(alerts.id))
    .limit(RECENT_ALERTS);
  return rows.map(alertView);
}

function alertView(row: typeof alerts.$inferSelect): Alert {
  return {
    id: row.id,
    kind: row.kind as Alert['kind'],
    industry: row.industry,
    objectionTag: row.objectionTag,
    week: row.week,
    subject: row.subject,
    email: row.emailState as DeliveryState,
    webhook: row.webhookState as DeliveryState,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
