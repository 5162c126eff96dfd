import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AlertChannels } from '../domain/alerts/alert-channels';
import { deliver, recentAlerts } from '../domain/alerts/tell-workspace';
import { recordAudit } from '../domain/audit';
import { saveWorkspaceSettings, workspaceSettings } from '../domain/workspaces/workspace-settings';
import { ApiFailure } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

export interface WorkspaceSettingsRoutesOptions {
  database: Database;
  channels: AlertChannels;
}

const WEBHOOK_REFUSALS = {
  https_required: 'webhook_https_required',
  internal_address: 'webhook_internal_address',
} as const;

/** A workspace's time zone and alerts (issue 24), the alerts it was told, and a test alert. */
export function workspaceSettingsRoutes({ database, channels }: WorkspaceSettingsRoutesOptions) {
  const routes = new Hono<AppEnv>();
  const settingsOf = async (workspaceId: number) => ({
    ...(await workspaceSettings(database.db, workspaceId)),
    emailConfigured: channels.email !== undefined,
  });

  mount(routes, endpoints.workspaceSettings, async (c) => settingsOf(c.get('workspace').id));

  mount(routes, endpoints.updateWorkspaceSettings, async (c, { body }) => {
    const workspaceId = c.get('workspace').id;
    const refusal = body.alertWebhookUrl && (await channels.webhookRefusal(body.alertWebhookUrl));
    if (refusal) throw new ApiFailure(400, WEBHOOK_REFUSALS[refusal]);
    await saveWorkspaceSettings(database.db, workspaceId, body);
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'workspace.settings',
      entity: 'workspace',
      entityIds: [workspaceId],
      details: { timeZone: body.timeZone, recipients: body.alertEmails.length },
    });
    return settingsOf(workspaceId);
  });

  // Sent now to whatever is saved, recorded nowhere: it proves the set-up, not the data.
  mount(routes, endpoints.testAlert, async (c) => {
    const workspace = c.get('workspace');
    return deliver(await workspaceSettings(database.db, workspace.id), channels, {
      subject: `Prueba de alertas de Réplica (${workspace.name})`,
      text: 'Si lees esto, las alertas de este espacio de trabajo llegan aquí.',
    });
  });

  mount(routes, endpoints.alerts, async (c) => ({ items: await recentAlerts(c.get('db')) }));

  return routes;
}
