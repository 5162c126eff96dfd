import type { Role } from '@replica/api-client/roles';
import { DEFAULT_WORKSPACE_NAMES } from '@replica/api-client/schemas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { memberships, workspaces } from '../../db/schema';
import { createWorkspace } from './create-workspace';

export interface CurrentWorkspace {
  id: number;
  name: string;
  role: Role;
}

/**
 * The membership a user acts in: the workspace `chosen` (the session's choice) while they are
 * still a member of it, else the one they joined first. Either argument may be a column, so a
 * statement that reads the session finds it as a lateral subquery, in the same round trip.
 */
export function actingMembership(
  db: Db,
  userId: number | AnyPgColumn,
  chosen: number | null | AnyPgColumn,
) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(
      desc(sql`${memberships.workspaceId} = coalesce(${chosen}, 0)`),
      asc(memberships.createdAt),
      asc(memberships.workspaceId),
    )
    .limit(1);
}

/** Where a user acts (`actingMembership`); null when they belong to no workspace. */
export async function findMemberWorkspace(
  db: Db,
  userId: number,
  chosen: number | null,
): Promise<CurrentWorkspace | null> {
  const [found] = await actingMembership(db, userId, chosen);
  return found ?? null;
}

/**
 * `findMemberWorkspace`, and for someone who belongs to no workspace (every one they were in
 * removed them or was deleted) a new one of their own, as a sign-up without a name gets (in
 * Spanish: no request's language reaches every caller).
 */
export async function currentWorkspace(
  db: Db,
  user: { id: number },
  chosen: number | null,
): Promise<CurrentWorkspace> {
  const found = await findMemberWorkspace(db, user.id, chosen);
  if (found) return found;
  const name = DEFAULT_WORKSPACE_NAMES.es;
  const id = await db.transaction((tx) => createWorkspace(tx, { name, ownerId: user.id }));
  return { id, name, role: 'owner' };
}

/** The role of a user in a workspace, or null when they are not a member. */
export async function memberRole(
  db: Db,
  workspaceId: number,
  userId: number,
): Promise<Role | null> {
  const [found] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return found?.role ?? null;
}
