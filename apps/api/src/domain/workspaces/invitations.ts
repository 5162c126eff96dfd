import type { Role } from '@replica/api-client/roles';
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationDetails,
} from '@replica/api-client/schemas';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invitations, memberships, users, workspaces } from '../../db/schema';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../secret-tokens';
import { addMember } from './create-workspace';

const DAY_MS = 24 * 60 * 60_000;

// An invitation token has the shape of a session id (256 random bits, base64url) and is kept the
// same way: only its sha256 is stored, so the table alone lets nobody join.
const newToken = newSecretToken;
const hashToken = hashSecretToken;

/** Pending: neither accepted, revoked nor expired. */
const pending = (now: Date) =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );

export type InviteResult =
  | { ok: true; id: number; token: string; expiresAt: Date }
  | { ok: false; reason: 'already-member' | 'forbidden' };

/** Invites `email` to join with `role`; only an owner may invite an owner. */
export async function invite(
  db: Db,
  {
    workspaceId,
    email,
    role,
    actor,
    now,
  }: {
    workspaceId: number;
    email: string;
    role: Role;
    actor: { id: number; role: Role };
    now: Date;
  },
): Promise<InviteResult> {
  if (role === 'owner' && actor.role !== 'owner') return { ok: false, reason: 'forbidden' };
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(users.email, email)));
  if (member) return { ok: false, reason: 'already-member' };
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const [created] = await db
    .insert(invitations)
    .values({
      workspaceId,
      email,
      role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: invitations.id });
  if (!created) throw new Error('the invitation was not stored');
  return { ok: true, id: created.id, token, expiresAt };
}

/** The pending invitations of a workspace, newest first. */
export async function pendingInvitations(
  db: Db,
  workspaceId: number,
  now: Date,
): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invited_by: users.email,
      created: invitations.createdAt,
      expires: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.workspaceId, workspaceId), pending(now)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(({ created, expires, ...row }) => ({
    ...row,
    created_at: created.toISOString(),
    expires_at: expires.toISOString(),
  }));
}

/** Revokes a pending invitation of the workspace; false when there is none of that id. */
export async function revokeInvitation(
  db: Db,
  workspaceId: number,
  id: number,
  now: Date,
): Promise<{ email: string; role: Role } | null> {
  const [revoked] = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.workspaceId, workspaceId), pending(now)))
    .returning({ email: invitations.email, role: invitations.role });
  return revoked ?? null;
}

/**
 * What a pending invitation offers whoever holds its token: the workspace's name, the inviter's
 * e-mail and the role; null for a token of no pending invitation (unknown, expired, used,
 * revoked), which the answer does not tell apart.
 */
export async function invitationDetails(
  db: Db,
  token: string,
  now: Date,
): Promise<InvitationDetails | null> {
  if (!isWellFormedSecretToken(token)) return null;
  const [found] = await db
    .select({ workspaceName: workspaces.name, invitedBy: users.email, role: invitations.role })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending(now)));
  return found ?? null;
}

export type Acceptance =
  | { ok: true; workspaceId: number; role: Role; invitationId: number }
  | { ok: false; reason: 'invalid' | 'other-email' };

/**
 * Uses an invitation for the account `user`: checks it is pending and for that e-mail, marks it
 * used (once: two uses racing, one wins) and makes the account a member. Runs in the caller's
 * transaction of the database's own role, so a sign-up that joins is one commit.
 */
export async function acceptInvitation(
  tx: Db,
  token: string,
  user: { id: number; email: string },
  now: Date,
): Promise<Acceptance> {
  if (!isWellFormedSecretToken(token)) return { ok: false, reason: 'invalid' };
  const [found] = await tx
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending(now)));
  if (!found) return { ok: false, reason: 'invalid' };
  if (found.email !== user.email) return { ok: false, reason: 'other-email' };
  const [used] = await tx
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: user.id })
    .where(and(eq(invitations.id, found.id), pending(now)))
    .returning({ workspaceId: invitations.workspaceId, role: invitations.role });
  if (!used) return { ok: false, reason: 'invalid' };
  await addMember(tx, { workspaceId: used.workspaceId, userId: user.id, role: used.role });
  return { ok: true, workspaceId: used.workspaceId, role: used.role, invitationId: found.id };
}
