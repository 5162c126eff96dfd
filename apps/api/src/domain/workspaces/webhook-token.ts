import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workspaces } from '../../db/schema';
import { newWebhookToken } from './create-workspace';

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

/**
 * Gives a workspace a new webhook token: a URL that leaked stops working at once, and Apify's
 * webhooks need the new URL. Answers the new token.
 */
export async function rotateWebhookToken(db: Db, workspaceId: number): Promise<string> {
  const token = newWebhookToken();
  await db.update(workspaces).set({ webhookToken: token }).where(eq(workspaces.id, workspaceId));
  return token;
}
