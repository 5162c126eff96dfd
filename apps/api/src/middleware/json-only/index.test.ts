import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonOnly } from '.';
import { onError } from '../../http/errors';

// The middleware throws its refusal; the app's error handler answers it, as in the real app.
const app = new Hono()
  .use(jsonOnly())
  .post('/x', (c) => c.json({ ok: true }))
  .onError(onError);
const post = (body: string | undefined, contentType?: string) =>
  app.request('/x', {
    method: 'POST',
    body,
    // As on the wire: a body comes with its length.
    headers: {
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
  });

describe('jsonOnly', () => {
  it('lets JSON bodies through, with or without a charset', async () => {
    expect((await post('{}', 'application/json')).status).toBe(200);
    expect((await post('{}', 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('lets requests without a body through', async () => {
    expect((await post(undefined)).status).toBe(200);
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'text=hola'],
    ['plain text', 'text/plain', '{"text":"hola"}'],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x--'],
    ['no content type', undefined, '{}'],
    ['a look-alike type', 'application/jsonp', '{}'],
  ])('refuses %s with 415', async (_name, contentType, body) => {
    const response = await post(body, contentType);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)',
      code: 'json_only',
    });
  });
});
