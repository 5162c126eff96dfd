import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { signUpAndSignIn } from '../test-support/accounts';
import { capturedLog } from '../test-support/captured-log';
import { describeOnEachDatabase } from '../test-support/databases';
import { uniqueEmail, unreachableDatabase } from '../test-support/fixtures';
import { serveOnLoopback } from '../test-support/loopback';

describe('app', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));

    it('refuses a data endpoint to an anonymous caller with 401 No autenticado', async () => {
      const response = await http.call('GET', '/functions/v1/dashboard-metrics');
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).toBe('{"error":"No autenticado","code":"not_signed_in"}');
    });

    it('refuses every unknown /functions/v1 path before routing, whatever the method', async () => {
      for (const [method, path] of [
        ['POST', '/functions/v1/comments-manual'],
        ['DELETE', '/functions/v1/delete-comment/1'],
        ['GET', '/functions/v1/opiniones?industry=sin_clasificar'],
        ['GET', '/functions/v1/auth/signin/'],
        ['GET', '/functions/v1/auth%2Fsignin'],
      ] as const) {
        const response = await http.call(method, path);
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    });

    it('answers a signed-in caller on an unknown route with a JSON 404', async () => {
      const sessionId = await signUpAndSignIn(http);
      const response = await http.call('GET', '/functions/v1/no-such-thing', { sessionId });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Ruta no encontrada', code: 'not_found' });
    });

    it('answers an unknown path outside the API with a JSON 404', async () => {
      const response = await http.call('GET', '/nothing-here');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Ruta no encontrada', code: 'not_found' });
    });

    it('refuses a body over 1 MB with 413, before or after signing in', async () => {
      const body = JSON.stringify({ email: uniqueEmail(), pass: 'x'.repeat(1_100_000) });
      const anonymous = await http.call('POST', '/functions/v1/auth/signup', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(anonymous.status).toBe(413);
      expect(await anonymous.json()).toEqual({
        error: 'La petición supera el tamaño máximo de 1 MB',
        code: 'body_too_large',
      });

      const sessionId = await signUpAndSignIn(http);
      const signedIn = await http.call('POST', '/functions/v1/comments-bulk', { body, sessionId });
      expect(signedIn.status).toBe(413);
    });

    it('answers malformed or missing JSON with 400 JSON inválido', async () => {
      for (const body of ['{"email": "a@b.c",', '', 'null garbage']) {
        const response = await http.call('POST', '/functions/v1/auth/signup', {
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'JSON inválido', code: 'invalid_json' });
      }
    });

    it('answers a body that fails its schema with the first message, in Spanish', async () => {
      const response = await http.call('POST', '/functions/v1/auth/signin', {
        json: { email: uniqueEmail() },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'La contraseña es requerida',
        code: 'password_required',
      });

      const wrongShape = await http.call('POST', '/functions/v1/auth/signin', { json: [1, 2] });
      expect(wrongShape.status).toBe(400);
      expect(await wrongShape.json()).toEqual({
        error: expect.stringMatching(/^Entrada inválida/),
        code: 'invalid_input',
      });
    });

    it('sets security headers and no Content-Security-Policy', async () => {
      const response = await http.call('GET', '/functions/v1/auth/me');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('answers a failing SQL statement with a generic 500, no SQL or driver text', async () => {
      const app = createApp({ database: database() });
      app.get('/functions/v1/roto', async () => {
        await database().db.execute(sql`select password_hash from tabla_que_no_existe`);
        throw new Error('unreachable');
      });
      const sessionId = await signUpAndSignIn(http);
      const response = await app.request('/functions/v1/roto', {
        headers: { 'x-session-id': sessionId },
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).toBe('{"error":"Error interno del servidor","code":"internal_error"}');
      expect(text).not.toMatch(/tabla_que_no_existe|password_hash|42P01|relation|at .*\.ts/);
    });

    it('forbids caching of API answers', async () => {
      const sessionId = await signUpAndSignIn(http);
      const response = await http.call('GET', '/functions/v1/auth/me', { sessionId });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const refused = await http.call('GET', '/functions/v1/auth/me');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      const unknown = await http.call('GET', '/functions/v1/no-existe', { sessionId });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('cache-control')).toBe('no-store');
      expect(unknown.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(unknown.headers.get('x-request-id')).toBeTruthy();
    });
  });

  describe('when the database fails', () => {
    it('answers 503 with a Spanish message and logs the detail only', async () => {
      const log = capturedLog();
      const database = unreachableDatabase();
      const app = createApp({ database, logger: log.logger });
      try {
        const response = await app.request('/functions/v1/auth/signin', {
          method: 'POST',
          body: JSON.stringify({ email: uniqueEmail(), pass: 'secreto123' }),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({
          error:
            'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
          code: 'database_unavailable',
        });
        expect(text).not.toMatch(/ECONNREFUSED|sign_in_attempts|at .*\.ts/);
        const [failure] = log.lines().filter((line) => line.level === 'error');
        expect(failure).toMatchObject({
          msg: 'database unavailable',
          method: 'POST',
          route: '/functions/v1/auth/signin',
          reason: expect.stringMatching(/ECONNREFUSED|connect/),
        });
      } finally {
        await database.close();
      }
    });

    it('answers 500 without detail when a route throws', async () => {
      const database = unreachableDatabase();
      const app = createApp({ database });
      app.get('/boom', () => {
        throw new Error('select password_hash from users -- secret detail');
      });
      const response = await app.request('/boom');
      expect(response.status).toBe(500);
      expect(await response.text()).toBe(
        '{"error":"Error interno del servidor","code":"internal_error"}',
      );
      await database.close();
    });
  });
});
