import type { WorkspaceSettings } from '@replica/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workspaces } from '../../db/schema';

/** The server's own time zone: a workspace's until someone chooses another. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A workspace's time zone and alert settings. Read on the whole database (`Database.db`): the
 * workspace row is account data, outside any workspace's transaction.
 */
export async function workspaceSettings(db: Db, workspaceId: number): Promise<WorkspaceSettings> {
  const [row] = await db
    .select({
      timeZone: workspaces.timeZone,
      alertEmails: workspaces.alertEmails,
      alertWebhookUrl: workspaces.alertWebhookUrl,
      alertOnRising: workspaces.alertOnRising,
      alertOnWatchPaused: workspaces.alertOnWatchPaused,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw new Error(`workspace ${workspaceId} does not exist`);
  return { ...row, timeZone: row.timeZone ?? serverTimeZone() };
}

/** Saves a workspace's settings; recipients are kept once each, lower-cased. */
export async function saveWorkspaceSettings(
  db: Db,
  workspaceId: number,
  settings: WorkspaceSettings,
): Promise<void> {
  await db
    .update(workspaces)
    .set({
      ...settings,
      alertEmails: [...new Set(settings.alertEmails.map((email) => email.toLowerCase()))],
    })
    .where(eq(workspaces.id, workspaceId));
}
