import type { Member } from '@replica/api-client/schemas';
import type { Role } from '@replica/api-client/roles';
import { can } from '@replica/api-client/roles';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invitations, memberships, users } from '../../db/schema';

/** The members of a workspace, owners first, then in the order they joined. */
export async function workspaceMembers(db: Db, workspaceId: number): Promise<Member[]> {
  const rows = await db
    .select({
      user_id: users.id,
      email: users.email,
      role: memberships.role,
      joined: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(sql`${memberships.role} <> 'owner'`, asc(memberships.createdAt), asc(users.id));
  return rows.map(({ joined, ...row }) => ({ ...row, joined_at: joined.toISOString() }));
}

export type MemberChange =
  { ok: true; from: Role } | { ok: false; reason: 'not-member' | 'forbidden' | 'last-owner' };

/**
 * Whether `actor` may change or remove `target`'s membership: only an owner touches an owner or
 * makes one, and a workspace always keeps one owner. Runs inside the caller's transaction.
 */
async function checkChange(
  tx: Db,
  workspaceId: number,
  actor: { role: Role },
  targetId: number,
  newRole: Role | null,
): Promise<MemberChange> {
  // The target's row and every owner's, locked in one order: two owners demoting each other at
  // once queue up instead of deadlocking, and the second sees the first's change.
  const rows = await tx
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        or(eq(memberships.userId, targetId), eq(memberships.role, 'owner')),
      ),
    )
    .orderBy(asc(memberships.userId))
    .for('update');
  const target = rows.find((row) => row.userId === targetId);
  if (!target) return { ok: false, reason: 'not-member' };
  if ((target.role === 'owner' || newRole === 'owner') && actor.role !== 'owner') {
    return { ok: false, reason: 'forbidden' };
  }
  const otherOwners = rows.filter((row) => row.role === 'owner' && row.userId !== targetId);
  if (target.role === 'owner' && newRole !== 'owner' && otherOwners.length === 0) {
    return { ok: false, reason: 'last-owner' };
  }
  return { ok: true, from: target.role };
}

/**
 * Revokes the pending invitations `inviterId` sent that their new role (null: no longer a
 * member) could not send now: all of them without the right to invite, the owner ones for a
 * former owner: an invitation must not outlive the right of the one who sent it.
 */
async function revokeInvitationsBeyond(
  tx: Db,
  workspaceId: number,
  inviterId: number,
  role: Role | null,
): Promise<void> {
  if (role === 'owner') return;
  const stillInvites = role !== null && can(role, 'manageMembers');
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.invitedBy, inviterId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        stillInvites ? eq(invitations.role, 'owner') : undefined,
      ),
    );
}

/** Gives a member another role (an owner making another owner is how ownership is shared). */
export async function changeMemberRole(
  db: Db,
  workspaceId: number,
  actor: { role: Role },
  targetId: number,
  role: Role,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const check = await checkChange(tx, workspaceId, actor, targetId, role);
    if (!check.ok) return check;
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, targetId)));
    await revokeInvitationsBeyond(tx, workspaceId, targetId, role);
    return check;
  });
}

/** Takes a member out of the workspace; their sessions there move on at their next request. */
export async function removeMember(
  db: Db,
  workspaceId: number,
  actor: { role: Role },
  targetId: number,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const check = await checkChange(tx, workspaceId, actor, targetId, null);
    if (!check.ok) return check;
    await tx
      .delete(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, targetId)));
    await revokeInvitationsBeyond(tx, workspaceId, targetId, null);
    return check;
  });
}

const RANK: Readonly<Record<Role, number>> = { viewer: 0, analyst: 1, admin: 2, owner: 3 };

/**
 * Whether `actor` may make a password reset link for member `targetId` (Equipo, without e-mail
 * on the server): only for someone of a lower role whose account belongs to this workspace
 * alone. The link opens the whole account, so a member of other workspaces, whom this
 * workspace's admins do not answer for, resets through e-mail or the operator.
 */
export async function mayMakeResetLink(
  db: Db,
  workspaceId: number,
  actor: { role: Role },
  targetId: number,
): Promise<{ ok: true } | { ok: false; reason: 'not-member' | 'forbidden' }> {
  const rows = await db
    .select({ workspaceId: memberships.workspaceId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, targetId));
  const here = rows.find((row) => row.workspaceId === workspaceId);
  if (!here) return { ok: false, reason: 'not-member' };
  if (RANK[here.role] >= RANK[actor.role] || rows.length > 1) {
    return { ok: false, reason: 'forbidden' };
  }
  return { ok: true };
}
