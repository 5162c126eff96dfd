import type { Workspace } from '@replica/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberships, workspaces } from '../../db/schema';

/** Every workspace a user belongs to, with their role there, in the order they joined. */
export async function userWorkspaces(db: Db, userId: number): Promise<Workspace[]> {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.workspaceId));
}

/**
 * Deletes a workspace and, by its foreign keys, everything in it: data, memberships,
 * invitations. Sessions acting in it move to another of their user's workspaces at their next
 * request.
 */
export async function deleteWorkspace(db: Db, workspaceId: number): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

/** Renames a workspace. */
export async function renameWorkspace(db: Db, workspaceId: number, name: string): Promise<void> {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}
