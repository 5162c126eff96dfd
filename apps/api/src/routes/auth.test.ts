import {
  meResponseSchema,
  signinResponseSchema,
  signupResponseSchema,
} from '@replica/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sessions, signInAttempts, users } from '../db/schema';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '../domain/auth/sessions';
import { SIGN_IN_WINDOW_MS } from '../domain/auth/sign-in-throttle';
import { hashSecretToken } from '../domain/secret-tokens';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock, uniqueAddress, uniqueEmail } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';

const DAY_MS = 24 * 60 * 60_000;

describe('auth routes', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();
    const http = serveOnLoopback(() =>
      createApp({ database: database(), now: clock.now, trustProxy: true }),
    );

    /** One browser: its own client address, so throttling tests do not meet. */
    function visitor(address = uniqueAddress()) {
      const headers = { 'x-forwarded-for': address };
      return {
        signup: (email: string, pass: string) =>
          http.call('POST', '/functions/v1/auth/signup', { json: { email, pass }, headers }),
        signin: (email: string, pass: string) =>
          http.call('POST', '/functions/v1/auth/signin', { json: { email, pass }, headers }),
        me: (sessionId?: string) =>
          http.call(
            'GET',
            '/functions/v1/auth/me',
            sessionId ? { sessionId, headers } : { headers },
          ),
        signout: (sessionId?: string) =>
          http.call(
            'POST',
            '/functions/v1/auth/signout',
            sessionId ? { sessionId, headers } : { headers },
          ),
      };
    }

    async function signedIn(email = uniqueEmail(), pass = 'secreto123') {
      const browser = visitor();
      expect((await browser.signup(email, pass)).status).toBe(201);
      const response = await browser.signin(email, pass);
      expect(response.status).toBe(200);
      const body = signinResponseSchema.parse(await response.json());
      return { browser, sessionId: body.session_id, user: body.user };
    }

    it('signs up a user, lower-casing the e-mail, and answers 201 with {user}', async () => {
      const email = uniqueEmail();
      const response = await visitor().signup(`  ${email.toUpperCase()}`, 'secreto123');
      expect(response.status).toBe(201);
      const { user } = signupResponseSchema.parse(await response.json());
      expect(user.email).toBe(email);
      expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
      const [row] = await database().db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a second account for the same e-mail with 409', async () => {
      const email = uniqueEmail();
      expect((await visitor().signup(email, 'secreto123')).status).toBe(201);
      const response = await visitor().signup(email.toUpperCase(), 'otra-clave');
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'Ya existe una cuenta con ese correo',
        code: 'email_taken',
      });
    });

    it('refuses a new password shorter than 8 characters with 400', async () => {
      const response = await visitor().signup(uniqueEmail(), '1234567');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'La contraseña debe tener al menos 8 caracteres',
        code: 'new_password_too_short',
      });
    });

    it('refuses one of the 1,000 most common passwords with 400 and creates nothing', async () => {
      const email = uniqueEmail();
      const response = await visitor().signup(email, 'Password1');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/más usadas/);
      const rows = await database().db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    });

    it('accepts a password of 128 characters', async () => {
      const email = uniqueEmail();
      const pass = 'una frase larga de verdad '.repeat(5).slice(0, 128);
      expect((await visitor().signup(email, pass)).status).toBe(201);
      expect((await visitor().signin(email, pass)).status).toBe(200);
    });

    it('refuses a malformed e-mail with 400', async () => {
      const response = await visitor().signup('no-es-un-correo', 'secreto123');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Introduce un correo electrónico válido',
        code: 'invalid_email',
      });
    });

    it('signs in and answers {session_id, user}; me returns the same user', async () => {
      const email = uniqueEmail();
      const { browser, sessionId, user } = await signedIn(email);
      expect(user.email).toBe(email);
      const me = await browser.me(sessionId);
      expect(me.status).toBe(200);
      expect(meResponseSchema.parse(await me.json())).toEqual({ user });
    });

    it('stores only the sha256 of the session id', async () => {
      const { sessionId, user } = await signedIn();
      const rows = await database().db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows.map((row) => row.idHash)).toEqual([hashSecretToken(sessionId)]);
      expect(rows[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_MAX_AGE_MS);
    });

    it('answers a wrong password and an unknown e-mail alike with 401', async () => {
      const email = uniqueEmail();
      const browser = visitor();
      await browser.signup(email, 'secreto123');
      for (const response of [
        await browser.signin(email, 'secreto124'),
        await browser.signin(uniqueEmail(), 'secreto123'),
      ]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: 'Inicio de sesión inválido',
          code: 'signin_invalid',
        });
      }
    });

    it('throttles an e-mail at one address after 5 failures in 15 minutes, even with the right password', async () => {
      const email = uniqueEmail();
      await visitor().signup(email, 'secreto123');
      const guesser = visitor();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await guesser.signin(email, 'incorrecta')).status).toBe(401);
      }
      const throttled = await guesser.signin(email, 'secreto123');
      expect(throttled.status).toBe(429);
      // Seconds until the oldest failure leaves the window: at most the window itself.
      const retryAfter = Number(throttled.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
      expect(await throttled.json()).toEqual({
        error: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
        code: 'too_many_attempts',
      });

      clock.advance(SIGN_IN_WINDOW_MS + 1);
      expect((await guesser.signin(email, 'secreto123')).status).toBe(200);
    });

    it('counts failures only since the last successful sign-in', async () => {
      const email = uniqueEmail();
      await visitor().signup(email, 'secreto123');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await visitor().signin(email, 'incorrecta')).status).toBe(401);
      }
      expect((await visitor().signin(email, 'secreto123')).status).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await visitor().signin(email, 'incorrecta')).status).toBe(401);
      }
      expect((await visitor().signin(email, 'secreto123')).status).toBe(200);
    });

    it('throttles a client address after 30 failures across e-mails', async () => {
      const browser = visitor();
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        expect((await browser.signin(uniqueEmail(), 'incorrecta')).status).toBe(401);
      }
      const { user } = await signedIn();
      expect((await browser.signin(user.email, 'secreto123')).status).toBe(429);
      expect((await visitor().signin(user.email, 'secreto123')).status).toBe(200);
    });

    it('does not count sign-ins refused by the throttle as failures', async () => {
      const email = uniqueEmail();
      await visitor().signup(email, 'secreto123');
      const guesser = visitor();
      for (let attempt = 1; attempt <= 8; attempt += 1) await guesser.signin(email, 'incorrecta');
      const failures = await database()
        .db.select()
        .from(signInAttempts)
        .where(eq(signInAttempts.email, email));
      expect(failures).toHaveLength(5);
    });

    it('answers me without a session, or with an unknown one, with 401', async () => {
      for (const sessionId of [undefined, 'x', 'A'.repeat(43)]) {
        const response = await visitor().me(sessionId);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
      }
    });

    it('accepts the session id as Authorization: Bearer', async () => {
      const { sessionId, user } = await signedIn();
      const response = await http.call('GET', '/functions/v1/auth/me', {
        headers: { authorization: `Bearer ${sessionId}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user });
    });

    it('prefers x-session-id over a bearer token (the anonymous key of the original client)', async () => {
      const { sessionId } = await signedIn();
      const response = await http.call('GET', '/functions/v1/auth/me', {
        sessionId,
        headers: { authorization: 'Bearer public-anon-key' },
      });
      expect(response.status).toBe(200);
    });

    it('ends a session 30 days after sign-in even when it is used every day', async () => {
      const { browser, sessionId } = await signedIn();
      for (let elapsed = 6; elapsed < 30; elapsed += 6) {
        clock.advance(6 * DAY_MS);
        expect((await browser.me(sessionId)).status).toBe(200);
      }
      clock.advance(SESSION_MAX_AGE_MS - 24 * DAY_MS);
      const response = await browser.me(sessionId);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
    });

    it('ends a session after 7 idle days, each use starting the 7 days again', async () => {
      const { browser, sessionId } = await signedIn();
      clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
      expect((await browser.me(sessionId)).status).toBe(200);
      clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
      expect((await browser.me(sessionId)).status).toBe(200);
      clock.advance(SESSION_IDLE_TIMEOUT_MS);
      expect((await browser.me(sessionId)).status).toBe(401);
      const [row] = await database()
        .db.select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSecretToken(sessionId)));
      expect(row).toBeUndefined();
    });

    it('signs out: the session is deleted and me answers 401 afterwards', async () => {
      const { browser, sessionId } = await signedIn();
      const response = await browser.signout(sessionId);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect((await browser.me(sessionId)).status).toBe(401);
    });

    it('gives every sign-in a new session id', async () => {
      const email = uniqueEmail();
      const first = await signedIn(email);
      const second = signinResponseSchema.parse(
        await (await first.browser.signin(email, 'secreto123')).json(),
      );
      expect(second.session_id).not.toBe(first.sessionId);
      expect((await first.browser.me(first.sessionId)).status).toBe(200);
    });

    it('ends every other session of the user, keeping the one asking', async () => {
      const email = uniqueEmail();
      const phone = await signedIn(email);
      const laptop = signinResponseSchema.parse(
        await (await visitor().signin(email, 'secreto123')).json(),
      );
      const stranger = await signedIn();

      const response = await http.call('POST', '/functions/v1/auth/signout-others', {
        sessionId: laptop.session_id,
      });

      expect(await response.json()).toEqual({ ended: 1 });
      expect((await phone.browser.me(phone.sessionId)).status).toBe(401);
      expect((await phone.browser.me(laptop.session_id)).status).toBe(200);
      expect((await stranger.browser.me(stranger.sessionId)).status).toBe(200);
    });

    it('refuses to end other sessions without a session', async () => {
      const response = await http.call('POST', '/functions/v1/auth/signout-others', {});
      expect(response.status).toBe(401);
    });

    it('signs out without a session, or with an ended one, all the same', async () => {
      for (const sessionId of [undefined, 'A'.repeat(43)]) {
        const response = await visitor().signout(sessionId);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true });
      }
    });
  });
});
