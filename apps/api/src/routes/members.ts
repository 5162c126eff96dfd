import { isAuditAction } from '@replica/api-client/audit-actions';
import { endpoints } from '@replica/api-client/contract';
import { can } from '@replica/api-client/roles';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { recordAudit } from '../domain/audit';
import { createApiToken, revokeApiToken, workspaceApiTokens } from '../domain/auth/api-tokens';
import { makeResetToken, resetLinkUrl } from '../domain/auth/password-changes';
import { auditLogPage } from '../domain/workspaces/audit-log';
import {
  invitationDetails,
  invite,
  pendingInvitations,
  revokeInvitation,
} from '../domain/workspaces/invitations';
import {
  type MemberChange,
  changeMemberRole,
  mayMakeResetLink,
  removeMember,
  workspaceMembers,
} from '../domain/workspaces/members';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

export interface MemberRoutesOptions {
  database: Database;
  now: () => Date;
  /**
   * Where invitation links point: `PUBLIC_URL`, else the server's own address; never a request's
   * `Host`, which whoever sends the request chooses.
   */
  appOrigin: string;
}

/** Equipo: members and their roles, invitations, and the workspace's audit log. */
export function memberRoutes({ database, now, appOrigin }: MemberRoutesOptions) {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.members, async (c) => ({
    items: await workspaceMembers(db, c.get('workspace').id),
  }));

  mount(routes, endpoints.changeMemberRole, async (c, { params: { userId }, body: { role } }) => {
    const workspace = c.get('workspace');
    const changed = await changeMemberRole(db, workspace.id, workspace, userId, role);
    refuseFailedChange(changed);
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'members.role',
      entity: 'user',
      entityIds: [userId],
      details: { from: changed.ok ? changed.from : null, to: role },
    });
    return { items: await workspaceMembers(db, workspace.id) };
  });

  mount(routes, endpoints.removeMember, async (c, { params: { userId } }) => {
    const workspace = c.get('workspace');
    const actor = c.get('user');
    // Anyone may leave; taking someone else out is an admin's.
    if (userId !== actor.id && !can(workspace.role, 'manageMembers')) {
      throw new ApiFailure(403, 'forbidden');
    }
    const removed = await removeMember(db, workspace.id, workspace, userId);
    refuseFailedChange(removed);
    await recordAudit(c.get('db'), {
      userId: actor.id,
      action: 'members.remove',
      entity: 'user',
      entityIds: [userId],
      details: { role: removed.ok ? removed.from : null },
    });
    return { items: await workspaceMembers(db, workspace.id) };
  });

  mount(routes, endpoints.apiTokens, async (c) => ({
    items: await workspaceApiTokens(db, c.get('workspace').id),
  }));

  // The token is answered this once; only its hash is kept.
  mount(routes, endpoints.createApiToken, async (c, { body }) => {
    const workspace = c.get('workspace');
    const user = c.get('user');
    const created = await createApiToken(db, {
      workspaceId: workspace.id,
      creator: { id: user.id, email: user.email, role: workspace.role },
      request: body,
    });
    if (!created.ok) throw new ApiFailure(403, 'api_token_role_too_high');
    await recordAudit(c.get('db'), {
      userId: user.id,
      action: 'api-tokens.create',
      entity: 'api-token',
      entityIds: [created.token.id],
      details: { name: body.name, role: body.role },
    });
    return created.token;
  });

  mount(routes, endpoints.revokeApiToken, async (c, { params: { id } }) => {
    const workspace = c.get('workspace');
    if (!(await revokeApiToken(db, workspace.id, id, now()))) {
      throw new ApiFailure(404, 'api_token_not_found');
    }
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'api-tokens.revoke',
      entity: 'api-token',
      entityIds: [id],
    });
    return { items: await workspaceApiTokens(db, workspace.id) };
  });

  // The link is shown once, to be passed on by hand: for a server without e-mail.
  mount(routes, endpoints.memberResetLink, async (c, { params: { userId } }) => {
    const workspace = c.get('workspace');
    const allowed = await mayMakeResetLink(db, workspace.id, workspace, userId);
    if (!allowed.ok) {
      throw allowed.reason === 'not-member'
        ? new ApiFailure(404, 'member_not_found')
        : new ApiFailure(403, 'reset_link_forbidden');
    }
    const { token, expiresAt } = await makeResetToken(db, userId, now());
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'members.reset-link',
      entity: 'user',
      entityIds: [userId],
    });
    return { url: resetLinkUrl(appOrigin, token), expires_at: expiresAt.toISOString() };
  });

  mount(routes, endpoints.invite, async (c, { body: { email, role } }) => {
    const workspace = c.get('workspace');
    const actor = c.get('user');
    const invited = await invite(db, {
      workspaceId: workspace.id,
      email,
      role,
      actor: { id: actor.id, role: workspace.role },
      now: now(),
    });
    if (!invited.ok && invited.reason === 'forbidden') {
      throw new ApiFailure(403, 'forbidden');
    }
    if (!invited.ok) throw new ApiFailure(409, 'already_member');
    await recordAudit(c.get('db'), {
      userId: actor.id,
      action: 'invitations.create',
      entity: 'invitation',
      entityIds: [invited.id],
      details: { email, role },
    });
    return {
      id: invited.id,
      token: invited.token,
      url: `${appOrigin}/#/invitacion?token=${encodeURIComponent(invited.token)}`,
      expires_at: invited.expiresAt.toISOString(),
    };
  });

  mount(routes, endpoints.invitations, async (c) => ({
    items: await pendingInvitations(db, c.get('workspace').id, now()),
  }));

  mount(routes, endpoints.revokeInvitation, async (c, { params: { id } }) => {
    const revoked = await revokeInvitation(db, c.get('workspace').id, id, now());
    if (!revoked) throw new ApiFailure(404, 'invitation_not_found');
    await recordAudit(c.get('db'), {
      userId: c.get('user').id,
      action: 'invitations.revoke',
      entity: 'invitation',
      entityIds: [id],
      details: revoked,
    });
    return { items: await pendingInvitations(db, c.get('workspace').id, now()) };
  });

  // Public: an invitee reads it signed out, before signing up or in with the link.
  mount(routes, endpoints.invitationDetails, async (_c, { body: { token } }) => {
    const details = await invitationDetails(db, token, now());
    if (!details) throw new ApiFailure(404, 'invitation_invalid');
    return details;
  });

  mount(routes, endpoints.auditLog, async (c, { query: { action, ...query } }) => {
    // The schema checks an action's shape; which actions exist is the API's own list.
    if (action !== undefined && !isAuditAction(action)) {
      throw new ApiFailure(400, 'invalid_audit_action');
    }
    return auditLogPage(c.get('db'), { ...query, action });
  });

  return routes;
}

/** The refusals of a membership change as the answers they are. */
function refuseFailedChange(
  change: MemberChange,
): asserts change is Extract<MemberChange, { ok: true }> {
  if (change.ok) return;
  if (change.reason === 'not-member') {
    throw new ApiFailure(404, 'member_not_found');
  }
  if (change.reason === 'forbidden') {
    throw new ApiFailure(403, 'forbidden');
  }
  throw new ApiFailure(409, 'last_owner');
}
