import { endpoints } from '@replica/api-client/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { recordAudit } from '../domain/audit';
import { chooseSessionWorkspace } from '../domain/auth/sessions';
import { memberRole } from '../domain/workspaces/current-workspace';
import {
  deleteWorkspace,
  renameWorkspace,
  userWorkspaces,
} from '../domain/workspaces/user-workspaces';
import { currentWorkspace } from '../domain/workspaces/current-workspace';
import { rotateWebhookToken } from '../domain/workspaces/webhook-token';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';
import { readSessionId } from '../http/session-id';

export interface WorkspaceRoutesOptions {
  database: Database;
}

/**
 * The workspaces of the signed-in user: list, switch, rename or delete the current one.
 */
export function workspaceRoutes({ database }: WorkspaceRoutesOptions) {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.workspaces, async (c) => ({
    items: await userWorkspaces(db, c.get('user').id),
    current: c.get('workspace').id,
  }));

  // The choice belongs to the session: the next request of this session acts in `id`.
  mount(routes, endpoints.switchWorkspace, async (c, { body: { id } }) => {
    const userId = c.get('user').id;
    // Not a member: 404, as for any id of another workspace, with no hint that it exists.
    if (!(await memberRole(db, id, userId))) {
      throw new ApiFailure(404, 'workspace_not_found');
    }
    await chooseSessionWorkspace(db, readSessionId(c) ?? '', id);
    return { items: await userWorkspaces(db, userId), current: id };
  });

  mount(routes, endpoints.renameWorkspace, async (c, { body: { name } }) => {
    const workspace = c.get('workspace');
    await renameWorkspace(db, workspace.id, name);
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'workspace.rename',
      entity: 'workspace',
      entityIds: [workspace.id],
      details: { from: workspace.name, to: name },
    });
    return { items: await userWorkspaces(db, c.get('user').id), current: workspace.id };
  });

  // A leaked webhook URL stops importing at once; Apify needs the new one from Ingesta.
  mount(routes, endpoints.rotateWebhookToken, async (c) => {
    const webhookToken = await rotateWebhookToken(db, c.get('workspace').id);
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'workspace.webhook-token',
      entity: 'workspace',
      entityIds: [c.get('workspace').id],
    });
    return { webhookToken };
  });

  // Everything of the workspace goes; the session moves to another of the user's (a new one of
  // their own when it was their only), which the answer names.
  mount(routes, endpoints.deleteWorkspace, async (c) => {
    const user = c.get('user');
    await deleteWorkspace(db, c.get('workspace').id);
    const next = await currentWorkspace(db, user, null);
    await chooseSessionWorkspace(db, readSessionId(c) ?? '', next.id);
    return { items: await userWorkspaces(db, user.id), current: next.id };
  });

  return routes;
}
