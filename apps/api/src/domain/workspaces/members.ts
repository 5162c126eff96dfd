import type { Member } from '@replica/api-client/schemas';
import type { Role } from '@replica/api-client/roles';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberships, users } from '../../db/schema';

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
  const [target] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, targetId)))
    // Two owners demoting each other at once must not leave none.
    .for('update');
  if (!target) return { ok: false, reason: 'not-member' };
  if ((target.role === 'owner' || newRole === 'owner') && actor.role !== 'owner') {
    return { ok: false, reason: 'forbidden' };
  }
  if (target.role === 'owner' && newRole !== 'owner') {
    const others = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.workspaceId, workspaceId),
          eq(memberships.role, 'owner'),
          ne(memberships.userId, targetId),
        ),
      )
      .for('update');
    if (others.length === 0) return { ok: false, reason: 'last-owner' };
  }
  return { ok: true, from: target.role };
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
    return check;
  });
}
