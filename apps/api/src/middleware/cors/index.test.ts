import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { corsForOrigins } from '.';
import { createApp } from '../../app';
import { signUpAndSignIn } from '../../../test-support/accounts';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { serveOnLoopback } from '../../../test-support/loopback';

const ALLOWED = 'https://app.replica.example';
const OTHER = 'https://evil.example';
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS on the API', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({ database: database(), corsOrigins: [ALLOWED, 'http://127.0.0.1:5173'] }),
    );
    const preflight = (origin: string) =>
      http.call('OPTIONS', '/functions/v1/comments-manual', {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-session-id',
        },
      });

    it('answers a configured origin with its CORS headers, on errors too', async () => {
      const sessionId = await signUpAndSignIn(http);
      const me = await http.call('GET', '/functions/v1/auth/me', {
        sessionId,
        headers: { origin: ALLOWED },
      });
      expect(me.status).toBe(200);
      expect(me.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(me.headers.get('vary')).toMatch(/origin/i);
      const anonymous = await http.call('GET', '/functions/v1/auth/me', {
        headers: { origin: ALLOWED },
      });
      // The page must be able to read the 401 to send its user to sign in.
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    });

    it('answers a configured origin’s preflight without a session', async () => {
      const answer = await preflight(ALLOWED);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET,POST,PATCH,DELETE');
      expect(answer.headers.get('access-control-allow-headers')).toBe(
        'content-type,x-session-id,authorization',
      );
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('gives any other origin no CORS header, on requests and preflights', async () => {
      const sessionId = await signUpAndSignIn(http);
      for (const origin of [OTHER, 'null', `${ALLOWED}.evil.example`, 'http://127.0.0.1:5174']) {
        const me = await http.call('GET', '/functions/v1/auth/me', {
          sessionId,
          headers: { origin },
        });
        expect(me.status).toBe(200);
        expect(corsHeaders(me)).toEqual([]);
        const answer = await preflight(origin);
        expect(answer.status).toBe(401);
        expect(corsHeaders(answer)).toEqual([]);
      }
    });

    it('leaves same-origin requests, which send no Origin, as they were', async () => {
      const sessionId = await signUpAndSignIn(http);
      const me = await http.call('GET', '/functions/v1/auth/me', { sessionId });
      expect(me.status).toBe(200);
      expect(corsHeaders(me)).toEqual([]);
    });
  });

  it('allows no origin at all when none is configured', async () => {
    const app = new Hono()
      .use(corsForOrigins({ origins: [] }))
      .all('/x', (c) => c.json({ ok: true }));
    const preflight = await app.request('/x', {
      method: 'OPTIONS',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(corsHeaders(preflight)).toEqual([]);
    const post = await app.request('/x', { method: 'POST', headers: { origin: ALLOWED } });
    expect(post.status).toBe(200);
    expect(corsHeaders(post)).toEqual([]);
  });
});
