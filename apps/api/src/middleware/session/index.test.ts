import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../domain/auth/accounts';
import { startSession } from '../../domain/auth/sessions';
import { notFound, onError } from '../../http/errors';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { manualClock, uniqueEmail } from '../../../test-support/fixtures';
import { type SessionEnv, session } from './index';

describe('session middleware', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();

    function appWithSession() {
      const app = new Hono<SessionEnv>();
      app.use(
        '/api/*',
        session({ database: database(), now: clock.now, publicPaths: ['/api/open'] }),
      );
      app.get('/api/open', (c) => c.json({ open: true }));
      app.get('/api/whoami', (c) => c.json(c.get('user')));
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
  });
});
