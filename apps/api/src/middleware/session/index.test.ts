import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { signUp } from '../../domain/auth/accounts';
import { SESSION_KEPT_MS, SessionCache } from '../../domain/auth/session-cache';
import { SESSION_IDLE_TIMEOUT_MS, startSession } from '../../domain/auth/sessions';
import { hashSecretToken } from '../../domain/secret-tokens';
import { notFound, onError } from '../../http/errors';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { manualClock, uniqueEmail } from '../../../test-support/fixtures';
import { type SessionEnv, session } from './index';

describe('session middleware', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();

    function appWithSession(cache?: SessionCache) {
      const app = new Hono<SessionEnv>();
      app.use(
        '/api/*',
        session({ database: database(), now: clock.now, publicPaths: ['/api/open'], cache }),
      );
      app.get('/api/open', (c) => c.json({ open: true }));
      app.get('/api/whoami', (c) => c.json(c.get('user')));
      app.get('/api/where', (c) => c.json(c.get('workspace')));
      app.post('/api/nothing', (c) => c.json({ done: true }));
      app.notFound(notFound);
      app.onError(onError);
      return app;
    }

    async function newSession() {
      const signedUp = await signUp(
        database().db,
        { email: uniqueEmail(), pass: 'secreto123', workspaceName: 'Mi espacio' },
        clock.now(),
      );
      if (!signedUp.ok) throw new Error('sign-up failed');
      const sessionId = await startSession(
        database().db,
        { userId: signedUp.user.id, workspaceId: null },
        clock.now(),
      );
      return { sessionId, user: signedUp.user };
    }

    it('puts the signed-in user on the context', async () => {
      const { sessionId, user } = await newSession();
      const response = await appWithSession().request('/api/whoami', {
        headers: { 'x-session-id': sessionId },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(user);
    });

    it('refuses a guarded route without a session with 401 No autenticado', async () => {
      const response = await appWithSession().request('/api/whoami');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
    });

    it('refuses before routing, so a route that does not exist yet is closed too', async () => {
      const app = appWithSession();
      expect((await app.request('/api/not-written-yet', { method: 'POST' })).status).toBe(401);
      const { sessionId } = await newSession();
      const signedIn = await app.request('/api/not-written-yet', {
        headers: { 'x-session-id': sessionId },
      });
      expect(signedIn.status).toBe(404);
    });

    it('lets public paths through without a session', async () => {
      const response = await appWithSession().request('/api/open');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ open: true });
    });

    it('reads Authorization: Bearer when there is no x-session-id', async () => {
      const { sessionId, user } = await newSession();
      const response = await appWithSession().request('/api/whoami', {
        headers: { authorization: `Bearer ${sessionId}` },
      });
      expect(await response.json()).toEqual(user);
    });

    describe('kept answers', () => {
      /**
       * A session whose answer the app keeps, aged past its idle limit without a notice (as
       * another process could): a request answered 200 now was answered from the cache. Tried
       * with fresh sessions of one account until no notice of its sign-up is still on its way
       * (PostgreSQL delivers them on a connection of its own).
       */
      async function keptAgedSession(app: Hono<SessionEnv>) {
        const { sessionId: first, user } = await newSession();
        const where = await ask(app, '/api/where', first);
        const { id: workspaceId } = (await where.json()) as { id: number };
        return vi.waitFor(async () => {
          const sessionId = await startSession(
            database().db,
            { userId: user.id, workspaceId },
            clock.now(),
          );
          expect((await ask(app, '/api/whoami', sessionId)).status).toBe(200);
          await ageUnnoticed(sessionId);
          expect((await ask(app, '/api/whoami', sessionId)).status).toBe(200);
          return { sessionId, user };
        });
      }

      /** An app whose session cache hears the database's notices already. */
      async function listeningApp() {
        const cache = new SessionCache(database());
        await vi.waitFor(() => expect(cache.listening).toBe(true));
        return appWithSession(cache);
      }
      const ask = (app: Hono<SessionEnv>, path: string, sessionId: string, method = 'GET') =>
        app.request(path, { method, headers: { 'x-session-id': sessionId } });
      /** What another process could do without a notice: age a session past its idle limit. */
      const ageUnnoticed = (sessionId: string) =>
        database()
          .db.update(sessions)
          .set({ lastUsedAt: new Date(clock.now().getTime() - SESSION_IDLE_TIMEOUT_MS - 1) })
          .where(eq(sessions.idHash, hashSecretToken(sessionId)));

      it('answers from what it kept for a few seconds, then asks the database again', async () => {
        const app = await listeningApp();
        const { sessionId } = await keptAgedSession(app);
        clock.advance(SESSION_KEPT_MS);
        expect((await ask(app, '/api/whoami', sessionId)).status).toBe(401);
      });

      it('forgets as soon as the database says who a session is changed', async () => {
        const app = await listeningApp();
        const { sessionId, user } = await keptAgedSession(app);
        // As another API process would: the account's address changed. Only a lookup (which
        // finds the session aged) can tell the kept answer is gone.
        await database()
          .db.update(users)
          .set({ email: uniqueEmail() })
          .where(eq(users.id, user.id));
        await vi.waitFor(async () =>
          expect((await ask(app, '/api/whoami', sessionId)).status).toBe(401),
        );
      });

      it('forgets after a change this process made, before its answer leaves', async () => {
        const app = await listeningApp();
        const { sessionId } = await keptAgedSession(app);
        expect((await ask(app, '/api/nothing', sessionId, 'POST')).status).toBe(200);
        expect((await ask(app, '/api/whoami', sessionId)).status).toBe(401);
      });

      it('keeps nothing while it does not hear the notices', async () => {
        const deaf = new SessionCache({
          ...database(),
          listen: () => ({ live: false, stop() {} }),
        });
        const app = appWithSession(deaf);
        const { sessionId: first, user } = await newSession();
        await ask(app, '/api/whoami', first);
        const sessionId = await startSession(
          database().db,
          { userId: user.id, workspaceId: null },
          clock.now(),
        );
        expect((await ask(app, '/api/whoami', sessionId)).status).toBe(200);
        await ageUnnoticed(sessionId);
        expect((await ask(app, '/api/whoami', sessionId)).status).toBe(401);
      });
    });
  });
});
