import {
  type webhookTokenResponseSchema,
  type workspacesResponseSchema,
  renameWorkspaceRequestSchema,
  switchWorkspaceRequestSchema,
} from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { z } from 'zod';
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
import { allow } from '../http/permissions';
import { readJson } from '../http/read-json';
import { readSessionId } from '../http/session-id';

export interface WorkspaceRoutesOptions {
  database: Database;
}

/**
 * The workspaces of the signed-in user (issue 20): list, switch, rename or delete the current one.
 */
export function workspaceRoutes({ database }: WorkspaceRoutesOptions) {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  routes.get('/workspaces', async (c) =>
    c.json({
      items: await userWorkspaces(db, c.get('user').id),
      current: c.get('workspace').id,
    } satisfies z.input<typeof workspacesResponseSchema>),
  );

  // The choice belongs to the session: the next request of this session acts in `id`.
  routes.post('/workspaces/switch', async (c) => {
    const { id } = await readJson(c, switchWorkspaceRequestSchema);
    const userId = c.get('user').id;
    // Not a member: 404, as for any id of another workspace, with no hint that it exists.
    if (!(await memberRole(db, id, userId))) {
      throw new ApiFailure(404, 'workspace_not_found');
    }
    await chooseSessionWorkspace(db, readSessionId(c) ?? '', id);
    return c.json({
      items: await userWorkspaces(db, userId),
      current: id,
    } satisfies z.input<typeof workspacesResponseSchema>);
  });

  routes.patch('/workspaces/current', allow('manageWorkspace'), async (c) => {
    const { name } = await readJson(c, renameWorkspaceRequestSchema);
    const workspace = c.get('workspace');
    await renameWorkspace(db, workspace.id, name);
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'workspace.rename',
      entity: 'workspace',
      entityIds: [workspace.id],
      details: { from: workspace.name, to: name },
    });
    return c.json({
      items: await userWorkspaces(db, c.get('user').id),
      current: workspace.id,
    } satisfies z.input<typeof workspacesResponseSchema>);
  });

  // A leaked webhook URL stops importing at once; Apify needs the new one from Ingesta.
  routes.post('/workspaces/current/webhook-token', allow('scrape'), async (c) => {
    const webhookToken = await rotateWebhookToken(db, c.get('workspace').id);
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'workspace.webhook-token',
      entity: 'workspace',
      entityIds: [c.get('workspace').id],
    });
    return c.json({ webhookToken } satisfies z.input<typeof webhookTokenResponseSchema>);
  });

  // Everything of the workspace goes; the session moves to another of the user's (a new one of
  // their own when it was their only), which the answer names.
  routes.delete('/workspaces/current', allow('manageWorkspace'), async (c) => {
    const user = c.get('user');
    await deleteWorkspace(db, c.get('workspace').id);
    const next = await currentWorkspace(db, user, null);
    await chooseSessionWorkspace(db, readSessionId(c) ?? '', next.id);
    return c.json({
      items: await userWorkspaces(db, user.id),
      current: next.id,
    } satisfies z.input<typeof workspacesResponseSchema>);
  });

  return routes;
}
