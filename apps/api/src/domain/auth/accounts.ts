import type { Credentials, User } from '@replica/api-client/schemas';
import { enterWorkspace } from '../../db/workspace-scope';
import { acceptInvitation } from '../workspaces/invitations';
import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { users } from '../../db/schema';
import { recordAudit } from '../audit';
import { createWorkspace } from '../workspaces/create-workspace';
import { currentWorkspace } from '../workspaces/current-workspace';
import { isCommonPassword } from './common-passwords';
import { hashPassword, passwordDecoyHash, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { beginSignInAttempt, markSignInSucceeded } from './sign-in-throttle';
import { toUser } from './users';

export type SignUpResult =
  | { ok: true; user: User }
  | {
      ok: false;
      reason: 'email-taken' | 'common-password' | 'invitation-invalid' | 'invitation-other-email';
    };

/** Undoes a sign-up whose invitation turned out unusable: no account is left behind. */
class InvitationRefused extends Error {
  constructor(readonly reason: 'invitation-invalid' | 'invitation-other-email') {
    super(reason);
  }
}

/** A sign-up: the credentials, and either an invitation's token or the new workspace's name. */
export type SignUp = Credentials & { invitation?: string | undefined; workspaceName: string };

/**
 * Creates an account. Without an invitation it gets a workspace of its own, named
 * `workspaceName`, that it owns; with one it joins the invitation's workspace with its role
 * instead, in the same commit (a refused invitation leaves no account). Credentials arrive
 * parsed: e-mail trimmed and lower-cased.
 */
export async function signUp(db: Db, credentials: SignUp, now: Date): Promise<SignUpResult> {
  if (isCommonPassword(credentials.pass)) return { ok: false, reason: 'common-password' };
  const passwordHash = await hashPassword(credentials.pass);
  try {
    return await db.transaction(async (tx) => {
      // ON CONFLICT rather than a prior SELECT: two simultaneous sign-ups cannot both win.
      const [created] = await tx
        .insert(users)
        .values({ email: credentials.email, passwordHash, createdAt: now })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) return { ok: false, reason: 'email-taken' } as const;
      if (credentials.invitation) {
        const joined = await acceptInvitation(tx, credentials.invitation, created, now);
        if (!joined.ok) {
          throw new InvitationRefused(
            joined.reason === 'other-email' ? 'invitation-other-email' : 'invitation-invalid',
          );
        }
        await enterWorkspace(tx, joined.workspaceId);
        await recordAudit(tx, {
          userId: created.id,
          action: 'invitations.accept',
          entity: 'invitation',
          entityIds: [joined.invitationId],
          details: { role: joined.role, signup: true },
        });
      } else {
        // Leaves tx inside the new workspace: the audit line below is that workspace's.
        await createWorkspace(tx, { name: credentials.workspaceName, ownerId: created.id });
      }
      await recordAudit(tx, {
        userId: created.id,
        action: 'auth.signup',
        entity: 'user',
        entityIds: [created.id],
      });
      return { ok: true, user: toUser(created) } as const;
    });
  } catch (error) {
    if (error instanceof InvitationRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}

export type SignInResult =
  | { ok: true; sessionId: string; user: User }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks the credentials (throttled per e-mail at one client address and per address, slowed
 * per e-mail from everywhere) and opens a session.
 */
export async function signIn(
  database: Database,
  credentials: Credentials,
  clientAddress: string,
  now: Date,
): Promise<SignInResult> {
  const { db } = database;
  const attempt = await beginSignInAttempt(db, {
    email: credentials.email,
    ip: clientAddress,
    now,
  });
  if (attempt.throttled) {
    return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  }
  // Guessed at from many addresses, the account answers slower, never locked.
  if (attempt.waitMs > 0) await setTimeout(attempt.waitMs);

  const [account] = await db.select().from(users).where(eq(users.email, credentials.email));
  const passwordHash = account?.passwordHash ?? (await passwordDecoyHash());
  const matches = await verifyPassword(passwordHash, credentials.pass);
  if (!account || !matches) return { ok: false, reason: 'invalid' };

  await markSignInSucceeded(db, attempt.attemptId);
  const workspace = await currentWorkspace(db, account, null);
  const sessionId = await startSession(db, { userId: account.id, workspaceId: workspace.id }, now);
  await recordAudit(database.forWorkspace(workspace.id), {
    userId: account.id,
    action: 'auth.signin',
    entity: 'user',
  });
  return { ok: true, sessionId, user: toUser(account) };
}
