import { endpoints } from '@replica/api-client/contract';
import { DEFAULT_WORKSPACE_NAMES } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { recordAudit } from '../domain/audit';
import type { AlertChannels } from '../domain/alerts/alert-channels';
import { signIn, signUp } from '../domain/auth/accounts';
import {
  changePassword,
  makeResetToken,
  resetLinkUrl,
  resetPassword,
  resetMail,
  resetsInLastHour,
} from '../domain/auth/password-changes';
import { users } from '../db/schema';
import { type AddressLimitRules, addressLimitsIn } from '../middleware/rate-limit';
import { eq } from 'drizzle-orm';
import { chooseSessionWorkspace, endOtherSessions, endSession } from '../domain/auth/sessions';
import { acceptInvitation } from '../domain/workspaces/invitations';
import { userWorkspaces } from '../domain/workspaces/user-workspaces';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';
import { requestLanguage } from '../http/request-language';
import { readSessionId } from '../http/session-id';

export interface AuthRoutesOptions {
  database: Database;
  now: () => Date;
  trustProxy: boolean;
  /** Mails reset links; without e-mail on the server, nothing is mailed. */
  channels: AlertChannels;
  /** The origin reset links point at. */
  appOrigin: string;
  /** Sign-ups and reset requests per client address; ADDRESS_LIMITS by default. */
  addressLimits?: AddressLimitRules | undefined;
}

// Reset links mailed to one account in an hour at most, whoever asks (nobody fills its inbox).
const MAX_RESET_MAILS_PER_HOUR = 3;

/**
 * `/functions/v1/auth/*`, the auth service. `me` relies on the session middleware having
 * put the user on the context; the other three are public.
 */
export function authRoutes({
  database,
  now,
  trustProxy,
  channels,
  appOrigin,
  addressLimits: addressRules,
}: AuthRoutesOptions) {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const addressLimits = addressLimitsIn(db, (c) => clientAddress(c, trustProxy), addressRules);

  mount(
    routes,
    endpoints.signup,
    async (c, { body: { workspaceName, ...credentials } }) => {
      const result = await signUp(
        db,
        {
          ...credentials,
          workspaceName: workspaceName ?? DEFAULT_WORKSPACE_NAMES[requestLanguage(c)],
        },
        now(),
      );
      if (!result.ok) {
        if (result.reason === 'common-password') {
          throw new ApiFailure(400, 'common_password');
        }
        if (result.reason === 'email-taken') {
          throw new ApiFailure(409, 'email_taken');
        }
        refuseInvitation(result.reason);
      }
      return { user: result.user };
    },
    { before: [addressLimits.limit('signup')] },
  );

  mount(routes, endpoints.signin, async (c, { body: credentials }) => {
    const result = await signIn(database, credentials, clientAddress(c, trustProxy), now());
    if (!result.ok && result.reason === 'throttled') {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiFailure(429, 'too_many_attempts');
    }
    if (!result.ok) throw new ApiFailure(401, 'signin_invalid');
    return { session_id: result.sessionId, user: result.user };
  });

  mount(routes, endpoints.me, (c) => ({ user: c.get('user') }));

  // Signing out always succeeds: an unknown or already ended session is signed out too.
  mount(routes, endpoints.signout, async (c) => {
    const sessionId = readSessionId(c);
    const ended = sessionId ? await endSession(db, sessionId) : null;
    if (ended?.workspaceId) {
      await recordAudit(database.forWorkspace(ended.workspaceId), {
        userId: ended.userId,
        action: 'auth.signout',
        entity: 'user',
      });
    }
    return { ok: true as const };
  });

  // Needs the session it keeps (the session middleware guards this path like any data route).
  mount(routes, endpoints.signoutOthers, async (c) => {
    const user = c.get('user');
    const ended = await endOtherSessions(db, user.id, readSessionId(c) ?? '');
    await recordAudit(c.get('db'), {
      userId: user.id,
      action: 'auth.signout-others',
      entity: 'user',
    });
    return { ended };
  });

  mount(routes, endpoints.changePassword, async (c, { body }) => {
    const user = c.get('user');
    const changed = await changePassword(db, {
      userId: user.id,
      sessionId: readSessionId(c) ?? '',
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    if (!changed.ok) {
      throw new ApiFailure(
        400,
        changed.reason === 'common-password' ? 'common_password' : 'current_password_invalid',
      );
    }
    await recordAudit(c.get('db'), { userId: user.id, action: 'auth.password', entity: 'user' });
    return { ended: changed.ended };
  });

  // 202 whatever the address: the answer says nothing of who has an account.
  mount(
    routes,
    endpoints.requestPasswordReset,
    async (_c, { body: { email } }) => {
      const send = channels.email;
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (
        send &&
        account &&
        (await resetsInLastHour(db, account.id, now())) < MAX_RESET_MAILS_PER_HOUR
      ) {
        const { token } = await makeResetToken(db, account.id, now());
        await send([email], resetMail(resetLinkUrl(appOrigin, token))).catch(() => undefined);
      }
      return { ok: true as const };
    },
    { before: [addressLimits.limit('passwordReset')] },
  );

  mount(routes, endpoints.resetPassword, async (_c, { body }) => {
    const reset = await resetPassword(db, { ...body, now: now() });
    if (!reset.ok) {
      throw new ApiFailure(
        400,
        reset.reason === 'common-password' ? 'common_password' : 'reset_invalid',
      );
    }
    return { ok: true as const };
  });

  // Signed in (the session middleware guards it): joins the invitation's workspace and acts in it.
  mount(routes, endpoints.acceptInvitation, async (c, { body: { token } }) => {
    const user = c.get('user');
    const joined = await db.transaction((tx) => acceptInvitation(tx, token, user, now()));
    if (!joined.ok) {
      refuseInvitation(
        joined.reason === 'other-email' ? 'invitation-other-email' : 'invitation-invalid',
      );
    }
    await chooseSessionWorkspace(db, readSessionId(c) ?? '', joined.workspaceId);
    await recordAudit(database.forWorkspace(joined.workspaceId), {
      userId: user.id,
      action: 'invitations.accept',
      entity: 'invitation',
      entityIds: [joined.invitationId],
      details: { role: joined.role },
    });
    return { items: await userWorkspaces(db, user.id), current: joined.workspaceId };
  });

  return routes;
}

/** An invitation that cannot be used: expired, used, revoked, forged, or for another e-mail. */
function refuseInvitation(reason: 'invitation-invalid' | 'invitation-other-email'): never {
  if (reason === 'invitation-other-email') {
    throw new ApiFailure(403, 'invitation_other_email');
  }
  throw new ApiFailure(400, 'invitation_invalid');
}
