import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workspaces } from '../../db/schema';

/** The secret of a workspace's Apify webhook URL. */
export async function webhookTokenOf(db: Db, workspaceId: number): Promise<string> {
  const [found] = await db
    .select({ token: workspaces.webhookToken })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!found) throw new Error(`workspace ${workspaceId} does not exist`);
  return found.token;
}

/** The workspace whose webhook URL carries `token`, or null for an unknown or rotated one. */
export async function workspaceOfWebhookToken(
  db: Db,
  token: string | undefined,
): Promise<number | null> {
  if (!token) return null;
  const [found] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.webhookToken, token));
  return found?.id ?? null;
}
