import { endpoints } from '@replica/api-client/contract';
import { type Role, can } from '@replica/api-client/roles';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AlertChannels } from '../domain/alerts/alert-channels';
import {
  askToConfirm,
  confirmRecipient,
  deliverySettings,
  pendingEmails,
} from '../domain/alerts/alert-recipients';
import { deliver, recentAlerts } from '../domain/alerts/tell-workspace';
import { recordAudit } from '../domain/audit';
import { saveWorkspaceSettings, workspaceSettings } from '../domain/workspaces/workspace-settings';
import { ApiFailure } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import type { RateLimits } from '../middleware/rate-limit';

export interface WorkspaceSettingsRoutesOptions {
  database: Database;
  channels: AlertChannels;
  limits: RateLimits;
  now: () => Date;
  /** The origin links in e-mails point at (`PUBLIC_URL`, else the server's own address). */
  appOrigin: string;
}

const WEBHOOK_REFUSALS = {
  https_required: 'webhook_https_required',
  internal_address: 'webhook_internal_address',
} as const;

/** A workspace's time zone and alerts, the alerts it was told, and a test alert. */
export function workspaceSettingsRoutes({
  database,
  channels,
  limits,
  now,
  appOrigin,
}: WorkspaceSettingsRoutesOptions) {
  const routes = new Hono<AppEnv>();
  // Recipients and the webhook URL (a secret: whoever has it posts in the team's chat) are for
  // those who may change them.
  const settingsOf = async (workspace: { id: number; role: Role }) => {
    const settings = await workspaceSettings(database.db, workspace.id);
    const shown = can(workspace.role, 'manageMembers');
    return {
      ...settings,
      ...(!shown && { alertEmails: [], alertWebhookUrl: null }),
      emailConfigured: channels.email !== undefined,
      pendingAlertEmails: shown
        ? await pendingEmails(database.db, workspace.id, settings.alertEmails)
        : [],
      recipientsHidden: !shown,
    };
  };

  mount(routes, endpoints.workspaceSettings, async (c) => settingsOf(c.get('workspace')));

  mount(routes, endpoints.updateWorkspaceSettings, async (c, { body }) => {
    const workspaceId = c.get('workspace').id;
    const refusal = body.alertWebhookUrl && (await channels.webhookRefusal(body.alertWebhookUrl));
    if (refusal) throw new ApiFailure(400, WEBHOOK_REFUSALS[refusal]);
    await saveWorkspaceSettings(database.db, workspaceId, body);
    const { alertEmails } = await workspaceSettings(database.db, workspaceId);
    await askToConfirm(database.db, { workspaceId, emails: alertEmails, channels, appOrigin });
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'workspace.settings',
      entity: 'workspace',
      entityIds: [workspaceId],
      details: { timeZone: body.timeZone, recipients: body.alertEmails.length },
    });
    return settingsOf(c.get('workspace'));
  });

  // Sent now to whatever is saved, recorded nowhere: it proves the set-up, not the data.
  // Limited: each test mails every confirmed recipient.
  mount(
    routes,
    endpoints.testAlert,
    async (c) => {
      const workspace = c.get('workspace');
      return deliver(await deliverySettings(database.db, workspace.id), channels, {
        subject: `Prueba de alertas de Réplica (${workspace.name})`,
        text: 'Si lees esto, las alertas de este espacio de trabajo llegan aquí.',
      });
    },
    { before: [limits.limit('alerts')] },
  );

  mount(routes, endpoints.confirmAlertRecipient, async (_c, { body }) => {
    const confirmed = await confirmRecipient(database.db, body.token, now());
    if (!confirmed) throw new ApiFailure(404, 'confirmation_invalid');
    return confirmed;
  });

  mount(routes, endpoints.alerts, async (c) => ({ items: await recentAlerts(c.get('db')) }));

  return routes;
}
