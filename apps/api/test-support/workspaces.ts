import type { Database, WorkspaceDb } from '../src/db/database';
import { users } from '../src/db/schema';
import { createWorkspace } from '../src/domain/workspaces/create-workspace';
import { uniqueEmail } from './fixtures';

/**
 * A new workspace, with a new owner account, and the database scoped to it: for tests that write
 * rows straight into the database rather than through a signed-in client.
 */
export async function createTestWorkspace(
  database: Database,
): Promise<{ id: number; db: WorkspaceDb }> {
  const id = await database.db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({ email: uniqueEmail(), passwordHash: 'not a hash: this account never signs in' })
      .returning({ id: users.id, email: users.email });
    if (!owner) throw new Error('the owner was not stored');
    return createWorkspace(tx, { name: owner.email, ownerId: owner.id });
  });
  return { id, db: database.forWorkspace(id) };
}
