import type { Role } from '@replica/api-client/roles';
import { DEFAULT_INDUSTRY, FIXED_INDUSTRIES } from '@replica/api-client/schemas';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { industries, memberships, workspaces } from '../../db/schema';
import { enterWorkspace } from '../../db/workspace-scope';

/** A new secret for a workspace's Apify webhook URL: 256 random bits. */
export function newWebhookToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Creates a workspace with `ownerId` as its owner and seeds the fixed industries (FIXED_INDUSTRIES)
 * in it. Runs inside the caller's transaction `tx` of the database's own role, and leaves `tx`
 * inside the new workspace (`enterWorkspace`), so what follows in it (an audit line) lands there.
 */
export async function createWorkspace(
  tx: Db,
  { name, ownerId }: { name: string; ownerId: number },
): Promise<number> {
  const [created] = await tx
    .insert(workspaces)
    .values({ name, webhookToken: newWebhookToken() })
    .returning({ id: workspaces.id });
  if (!created) throw new Error('the workspace was not stored');
  await addMember(tx, { workspaceId: created.id, userId: ownerId, role: 'owner' });
  await enterWorkspace(tx, created.id);
  await tx.insert(industries).values(
    FIXED_INDUSTRIES.map((industry) => ({
      workspaceId: created.id,
      name: industry,
      // sin_clasificar is the inbox of unclassified sources, not a client industry.
      status: industry === DEFAULT_INDUSTRY ? 'NUEVO' : 'ACTIVO',
    })),
  );
  return created.id;
}

/** Adds a member; a member already there keeps the role they have. */
export async function addMember(
  tx: Db,
  member: { workspaceId: number; userId: number; role: Role },
): Promise<void> {
  await tx.insert(memberships).values(member).onConflictDoNothing();
}
