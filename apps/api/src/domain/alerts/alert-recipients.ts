import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { alertRecipients, memberships, users, workspaces } from '../../db/schema';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../secret-tokens';
import type { WorkspaceSettings } from '@replica/api-client/schemas';
import { workspaceSettings } from '../workspaces/workspace-settings';
import type { AlertChannels, AlertMessage } from './alert-channels';

/** The hash route a confirmation link opens in the shell: `#/confirmar-alertas?token=…`. */
export const CONFIRM_ALERTS_PATH = '/confirmar-alertas';

/** The addresses of `emails` that are members of the workspace: they need no confirmation. */
async function memberEmails(db: Db, workspaceId: number, emails: readonly string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(users.email, [...emails])));
  return new Set(rows.map((row) => row.email));
}

/**
 * Which of `emails` may be sent the workspace's alerts: its members' addresses and those that
 * confirmed through their link, nobody else: alerts are not a mail relay.
 */
export async function deliverableEmails(
  db: Db,
  workspaceId: number,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const members = await memberEmails(db, workspaceId, emails);
  const confirmed = await db
    .select({ email: alertRecipients.email })
    .from(alertRecipients)
    .where(
      and(
        eq(alertRecipients.workspaceId, workspaceId),
        inArray(alertRecipients.email, [...emails]),
        isNotNull(alertRecipients.confirmedAt),
      ),
    );
  const allowed = new Set([...members, ...confirmed.map((row) => row.email)]);
  return emails.filter((email) => allowed.has(email));
}

/** A workspace's settings as its alerts go out: e-mail to members and confirmed addresses only. */
export async function deliverySettings(db: Db, workspaceId: number): Promise<WorkspaceSettings> {
  const settings = await workspaceSettings(db, workspaceId);
  const alertEmails = await deliverableEmails(db, workspaceId, settings.alertEmails);
  return { ...settings, alertEmails };
}

/** The addresses of `emails` still waiting for their confirmation, in order. */
export async function pendingEmails(
  db: Db,
  workspaceId: number,
  emails: readonly string[],
): Promise<string[]> {
  const deliverable = new Set(await deliverableEmails(db, workspaceId, emails));
  return emails.filter((email) => !deliverable.has(email));
}

function confirmationMessage(workspaceName: string, link: string): AlertMessage {
  return {
    subject: 'Confirma que quieres recibir las alertas de Réplica',
    text: [
      `Alguien del espacio de trabajo «${workspaceName}» de Réplica ha añadido este correo a sus alertas.`,
      `Si quieres recibirlas, confírmalo aquí: ${link}`,
      'Si no sabes de qué se trata, ignora este mensaje: no recibirás nada más.',
    ].join('\n\n'),
  };
}

/**
 * Asks each new address of `emails` that is not a member's to confirm: one link each, mailed
 * once when it is first added (saving the settings again sends nothing new). Without e-mail on
 * the server there is nothing to confirm: no alert goes by e-mail.
 */
export async function askToConfirm(
  db: Db,
  {
    workspaceId,
    emails,
    channels,
    appOrigin,
  }: { workspaceId: number; emails: readonly string[]; channels: AlertChannels; appOrigin: string },
): Promise<void> {
  const email = channels.email;
  if (!email) return;
  const members = await memberEmails(db, workspaceId, emails);
  const [workspace] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  for (const address of emails.filter((each) => !members.has(each))) {
    const token = newSecretToken();
    const [added] = await db
      .insert(alertRecipients)
      .values({ workspaceId, email: address, tokenHash: hashSecretToken(token) })
      .onConflictDoNothing()
      .returning({ email: alertRecipients.email });
    if (!added) continue;
    const link = `${appOrigin}/#${CONFIRM_ALERTS_PATH}?token=${encodeURIComponent(token)}`;
    try {
      await email([address], confirmationMessage(workspace?.name ?? '', link));
    } catch {
      // Not asked after all: saving the address again asks again.
      await db
        .delete(alertRecipients)
        .where(
          and(eq(alertRecipients.workspaceId, workspaceId), eq(alertRecipients.email, address)),
        );
    }
  }
}

/** What a confirmation link confirmed: the address and the workspace it hears from. */
export interface ConfirmedRecipient {
  email: string;
  workspace: string;
}

/** Confirms the address of a link (once; a second use answers the same); null for no such link. */
export async function confirmRecipient(
  db: Db,
  token: string,
  now: Date,
): Promise<ConfirmedRecipient | null> {
  if (!isWellFormedSecretToken(token)) return null;
  const byToken = eq(alertRecipients.tokenHash, hashSecretToken(token));
  await db
    .update(alertRecipients)
    .set({ confirmedAt: now })
    .where(and(byToken, isNull(alertRecipients.confirmedAt)));
  const [found] = await db
    .select({ email: alertRecipients.email, workspace: workspaces.name })
    .from(alertRecipients)
    .innerJoin(workspaces, eq(workspaces.id, alertRecipients.workspaceId))
    .where(byToken);
  return found ?? null;
}
