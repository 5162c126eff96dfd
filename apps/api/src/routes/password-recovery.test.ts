import { type ApiClient, createApiClient } from '@replica/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { users } from '../db/schema';
import { addMember } from '../domain/workspaces/create-workspace';
import { RESET_LINK_TTL_MS } from '../domain/auth/password-changes';
import { webhookAndMailChannels } from '../infra/alerts/webhook-and-mail-channels';
import { STRICT_OUTBOUND } from '../infra/outbound/outbound-request';
import { ADDRESS_LIMITS } from '../middleware/rate-limit';
import { type SmtpReceiver, startSmtpReceiver } from '../../test-support/alert-receivers';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock, uniqueAddress, uniqueEmail } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';
import { rejection } from '../../test-support/rejection';

const PASS = 'secreto123';

// There was once no way to change a password or recover a forgotten one, and five wrong
// passwords from anywhere locked the owner out.
describe('accounts people can recover', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  describeOnEachDatabase((database) => {
    const clock = manualClock();
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        now: clock.now,
        trustProxy: true,
        appOrigin: 'https://replica.example.com',
        addressLimits: { ...ADDRESS_LIMITS, signup: { points: 3, windowSeconds: 3_600 } },
        alertChannels: webhookAndMailChannels({
          mail: { smtpUrl: smtp.url, from: 'Réplica <alertas@replica.example.com>' },
          publicUrl: undefined,
          outbound: STRICT_OUTBOUND,
        }),
      }),
    );

    /** A client at its own address, as one browser. */
    const browser = (address = uniqueAddress()) => {
      let session: string | null = null;
      const api = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => session,
        fetch: (input, init) => {
          const request = new Request(input, init);
          request.headers.set('x-forwarded-for', address);
          return fetch(request);
        },
      });
      return Object.assign(api, {
        signInAs: async (email: string, pass = PASS) => {
          session = (await api.signin({ body: { email, pass } })).session_id;
          return session;
        },
      });
    };
    const account = async () => {
      const email = uniqueEmail();
      await browser().signup({ body: { email, pass: PASS } });
      return email;
    };
    const resetTokens = (email: string) =>
      smtp.mails
        .filter((mail) => mail.to.includes(email))
        .flatMap((mail) => [...mail.text.matchAll(/restablecer\?token=([\w-]+)/g)])
        .map((match) => match[1]!);
    const signsIn = async (email: string, pass: string) =>
      browser()
        .signin({ body: { email, pass } })
        .then(
          () => true,
          () => false,
        );

    it('changes a password, ending every other session but the one that asked', async () => {
      const email = await account();
      const here = browser();
      await here.signInAs(email);
      const elsewhere = browser();
      await elsewhere.signInAs(email);

      const wrong = await rejection(
        here.changePassword({
          body: {
            currentPassword: 'no-es-esta',
            newPassword: 'una frase nueva larga',
          },
        }),
      );
      expect([wrong.status, wrong.code]).toEqual([400, 'current_password_invalid']);
      const common = await rejection(
        here.changePassword({ body: { currentPassword: PASS, newPassword: 'password123' } }),
      );
      expect([common.status, common.code]).toEqual([400, 'common_password']);

      expect(
        await here.changePassword({
          body: { currentPassword: PASS, newPassword: 'una frase nueva larga' },
        }),
      ).toEqual({ ended: 1 });
      expect((await here.me()).user.email).toBe(email);
      expect((await rejection(elsewhere.me())).status).toBe(401);
      expect(await signsIn(email, PASS)).toBe(false);
      expect(await signsIn(email, 'una frase nueva larga')).toBe(true);
    });

    it('mails a single-use link valid one hour, answering alike for anyone', async () => {
      const email = await account();
      const signedIn = browser();
      await signedIn.signInAs(email);
      const stranger = browser();
      expect(await stranger.requestPasswordReset({ body: { email: uniqueEmail() } })).toEqual({
        ok: true,
      });
      expect(await stranger.requestPasswordReset({ body: { email } })).toEqual({ ok: true });
      const [token] = resetTokens(email);
      expect(smtp.mails.find((mail) => mail.to.includes(email))!.text).toContain(
        'https://replica.example.com/#/restablecer?token=',
      );

      expect(
        await stranger.resetPassword({ body: { token: token!, newPassword: 'otra frase larga' } }),
      ).toEqual({ ok: true });
      // Every session of the account ends; the link works once.
      expect((await rejection(signedIn.me())).status).toBe(401);
      const again = await rejection(
        stranger.resetPassword({ body: { token: token!, newPassword: 'y otra frase más' } }),
      );
      expect([again.status, again.code]).toEqual([400, 'reset_invalid']);
      expect(await signsIn(email, 'otra frase larga')).toBe(true);

      await browser().requestPasswordReset({ body: { email } });
      clock.advance(RESET_LINK_TTL_MS + 1);
      const late = await rejection(
        stranger.resetPassword({
          body: {
            token: resetTokens(email).at(-1)!,
            newPassword: 'tarde pero larga',
          },
        }),
      );
      expect(late.code).toBe('reset_invalid');
    });

    it('mails an account three links an hour at most, whoever asks', async () => {
      const email = await account();
      for (let ask = 0; ask < 5; ask += 1)
        await browser().requestPasswordReset({ body: { email } });
      expect(resetTokens(email)).toHaveLength(3);
    });

    it("lets an owner make a reset link for a lower member whose account is this workspace's alone", async () => {
      const ownerEmail = await account();
      const owner = browser();
      await owner.signInAs(ownerEmail);
      const { current } = await owner.workspaces();
      // An account made for this workspace only (as an invitation's sign-up makes it).
      const [viewer] = await database()
        .db.insert(users)
        .values({ email: uniqueEmail(), passwordHash: 'never signs in' })
        .returning({ id: users.id });
      await addMember(database().db, { workspaceId: current, userId: viewer!.id, role: 'viewer' });
      const link = await owner.memberResetLink({ params: { userId: viewer!.id } });
      expect(link.url).toMatch(
        /^https:\/\/replica\.example\.com\/#\/restablecer\?token=[\w-]{43}$/,
      );

      // Someone who also belongs elsewhere, or who outranks the admin, is refused.
      const otherOwner = await account();
      const outsider = browser();
      const outsiderId = (await outsider.signin({ body: { email: otherOwner, pass: PASS } })).user
        .id;
      await addMember(database().db, { workspaceId: current, userId: outsiderId, role: 'analyst' });
      const elsewhere = await rejection(owner.memberResetLink({ params: { userId: outsiderId } }));
      expect([elsewhere.status, elsewhere.code]).toEqual([403, 'reset_link_forbidden']);
      const self = await rejection(
        owner.memberResetLink({ params: { userId: (await owner.me()).user.id } }),
      );
      expect(self.code).toBe('reset_link_forbidden');
    });

    it('locks a password guessed from one address, never its owner elsewhere', async () => {
      const email = await account();
      const signIn = (address: string, pass: string) =>
        http.call('POST', '/functions/v1/auth/signin', {
          json: { email, pass },
          headers: { 'x-forwarded-for': address },
        });
      const attacker = uniqueAddress();
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await signIn(attacker, 'adivinanza')).status).toBe(401);
      }
      // The sixth from there is refused, the right password too, saying when to try again.
      const refused = await signIn(attacker, PASS);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The owner, at another address, signs in as ever.
      expect((await signIn(uniqueAddress(), PASS)).status).toBe(200);
    });

    it('limits sign-ups per client address', async () => {
      const address = uniqueAddress();
      const statuses = [];
      for (let signup = 0; signup < 4; signup += 1) {
        const response = await http.call('POST', '/functions/v1/auth/signup', {
          json: { email: uniqueEmail(), pass: PASS },
          headers: { 'x-forwarded-for': address },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    });
  });
});

describe('owners changing each other at once', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));

    it('ends with one owner left and no server error', async () => {
      for (let round = 0; round < 4; round += 1) {
        const clients: ApiClient[] = [];
        const ids: number[] = [];
        for (let person = 0; person < 2; person += 1) {
          const email = uniqueEmail();
          let session: string | null = null;
          const api = createApiClient({ baseUrl: http.origin, getSessionId: () => session });
          await api.signup({ body: { email, pass: PASS } });
          const signedIn = await api.signin({ body: { email, pass: PASS } });
          session = signedIn.session_id;
          clients.push(api);
          ids.push(signedIn.user.id);
        }
        const [first, second] = clients as [ApiClient, ApiClient];
        const { current } = await first.workspaces();
        await addMember(database().db, { workspaceId: current, userId: ids[1]!, role: 'owner' });
        await second.switchWorkspace({ body: { id: current } });
        const outcomes = await Promise.allSettled([
          first.changeMemberRole({ params: { userId: ids[1]! }, body: { role: 'admin' } }),
          second.changeMemberRole({ params: { userId: ids[0]! }, body: { role: 'admin' } }),
        ]);
        const refusals = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [(outcome.reason as { status: number }).status] : [],
        );
        expect(refusals.every((status) => status < 500)).toBe(true);
        const owners = (await first.members()).items.filter((member) => member.role === 'owner');
        expect(owners).toHaveLength(1);
      }
    });
  });
});
