import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, presetHeaders } from '.';

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-type'));

describe('presetHeaders', () => {
  it('sets the same security headers as hono’s secureHeaders()', async () => {
    const ours = new Hono().use(presetHeaders(() => SECURITY_HEADERS)).get('/', (c) => c.json({}));
    const hono = new Hono().use(secureHeaders()).get('/', (c) => c.json({}));
    expect(headersOf(await ours.request('/'))).toEqual(headersOf(await hono.request('/')));
  });

  it('reaches answers made by c.body, c.json, notFound and onError; the handler’s own header wins', async () => {
    const app = new Hono()
      .use(presetHeaders(() => [['Cache-Control', 'no-store']]))
      .get('/cuerpo', (c) => c.body('hola', 200, { 'X-Propio': 'sí' }))
      .get('/propia', (c) => c.json({}, 200, { 'Cache-Control': 'public, max-age=60' }))
      .get('/roto', () => {
        throw new Error('fallo');
      });
    app.notFound((c) => c.json({ error: 'no existe' }, 404));
    app.onError((_error, c) => c.json({ error: 'interno' }, 500));
    for (const path of ['/cuerpo', '/no-existe', '/roto']) {
      expect((await app.request(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await app.request('/propia')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
