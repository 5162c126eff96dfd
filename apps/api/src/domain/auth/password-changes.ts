import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets, sessions, users } from '../../db/schema';
import type { AlertMessage } from '../alerts/alert-channels';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';
import { endOtherSessions } from './sessions';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../secret-tokens';

/** A reset link works this long, and once. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** The hash route a reset link opens in the shell: `#/restablecer?token=…`. */
export const RESET_PASSWORD_PATH = '/restablecer';

export type PasswordChange =
  { ok: true; ended: number } | { ok: false; reason: 'wrong-password' | 'common-password' };

/** Changes a signed-in user's password, ending every session but the one that asked. */
export async function changePassword(
  db: Db,
  {
    userId,
    sessionId,
    currentPassword,
    newPassword,
  }: { userId: number; sessionId: string; currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const [account] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || !(await verifyPassword(account.hash, currentPassword))) {
    return { ok: false, reason: 'wrong-password' };
  }
  if (isCommonPassword(newPassword)) return { ok: false, reason: 'common-password' };
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  return { ok: true, ended: await endOtherSessions(db, userId, sessionId) };
}

/** A new reset link's token for the account, valid for an hour; shown once, stored hashed. */
export async function makeResetToken(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashSecretToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** How many reset links the account was given in the hour before `now`. */
export async function resetsInLastHour(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        gt(passwordResets.createdAt, new Date(now.getTime() - RESET_LINK_TTL_MS)),
      ),
    );
  return row?.made ?? 0;
}

/** The mail that carries a reset link. */
export function resetMail(link: string): AlertMessage {
  return {
    subject: 'Restablece tu contraseña de Réplica',
    text: [
      'Alguien (seguramente tú) ha pedido restablecer la contraseña de tu cuenta de Réplica.',
      `Elige una nueva aquí, en la próxima hora: ${link}`,
      'El enlace sirve una sola vez. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    ].join('\n\n'),
  };
}

/** The link a reset token opens, on the app's origin. */
export function resetLinkUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/#${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

export type PasswordReset =
  { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'common-password' };

/**
 * Sets a new password through a reset link: once (two uses racing, one wins), within its hour;
 * every session of the account ends, and every other link of it stops working.
 */
export async function resetPassword(
  db: Db,
  { token, newPassword, now }: { token: string; newPassword: string; now: Date },
): Promise<PasswordReset> {
  if (!isWellFormedSecretToken(token)) return { ok: false, reason: 'invalid' };
  if (isCommonPassword(newPassword)) return { ok: false, reason: 'common-password' };
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecretToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return { ok: false, reason: 'invalid' } as const;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return { ok: true, userId: used.userId } as const;
  });
}
