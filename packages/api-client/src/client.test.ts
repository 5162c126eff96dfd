import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler = () => {};
const seenHeaders: IncomingMessage['headers'][] = [];

function answer(status: number, body: unknown, contentType = 'application/json'): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': contentType });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    seenHeaders.push(request.headers);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = { id: 1, email: 'ana@example.com', created_at: '2026-11-23T00:00:00.000Z' };
const credentials = { email: 'ana@example.com', pass: 'secreto1' };

function client(sessionId: string | null = 'sesion-1', onUnauthorized = vi.fn()) {
  return createApiClient({ baseUrl, getSessionId: () => sessionId, onUnauthorized });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends the session id as x-session-id and returns the parsed body', async () => {
    handler = answer(200, { user });
    await expect(client().me()).resolves.toEqual({ user });
    expect(seenHeaders.at(-1)?.['x-session-id']).toBe('sesion-1');
  });

  it('sends the interface language as Accept-Language, read at each call', async () => {
    handler = answer(200, { user });
    let language: string | null = 'en';
    const api = createApiClient({ baseUrl, getSessionId: () => null, getLanguage: () => language });
    await api.me();
    expect(seenHeaders.at(-1)?.['accept-language']).toBe('en');
    language = 'es';
    await api.me();
    expect(seenHeaders.at(-1)?.['accept-language']).toBe('es');
  });

  it('keeps the code of a refused sign-in without ending any session', async () => {
    handler = answer(401, { error: 'Inicio de sesión inválido', code: 'signin_invalid' });
    const onUnauthorized = vi.fn();
    const error = await failure(client(null, onUnauthorized).signin({ body: credentials }));
    expect(error).toMatchObject({ status: 401, code: 'signin_invalid' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('records the language the server was asked to answer in', async () => {
    handler = answer(404, { error: 'Job not found', code: 'job_not_found' });
    const english = createApiClient({ baseUrl, getSessionId: () => null, getLanguage: () => 'en' });
    expect(await failure(english.job({ params: { id: 7 } }))).toMatchObject({
      code: 'job_not_found',
      language: 'en',
    });
    expect((await failure(client().job({ params: { id: 7 } }))).language).toBe('es');
  });

  it("shows the server error text when there is one, and keeps the error's code", async () => {
    handler = answer(409, { error: 'Ya existe una cuenta con ese correo', code: 'email_taken' });
    const error = await failure(client(null).signup({ body: credentials }));
    expect(error.message).toBe('Ya existe una cuenta con ese correo');
    expect(error.code).toBe('email_taken');
  });

  it('falls back to the catalogue text when the server gives none', async () => {
    handler = answer(500, '<html>boom</html>', 'text/html');
    expect((await failure(client(null).signin({ body: credentials }))).message).toBe(
      'Error al iniciar sesión',
    );
    expect((await failure(client(null).signup({ body: credentials }))).message).toBe(
      'Error al crear cuenta',
    );
    expect((await failure(client().signout())).message).toBe('Error al cerrar sesión');
  });

  it('treats a 401 on a data call as the end of the session', async () => {
    handler = answer(401, { error: 'No autenticado' });
    const onUnauthorized = vi.fn();
    const error = await failure(client('caducada', onUnauthorized).dashboardMetrics());
    expect(error.message).toBe('No autenticado');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refuses a response that does not match its schema', async () => {
    handler = answer(200, { industries: 'many' });
    const error = await failure(client().dashboardMetrics());
    expect(error.message).toBe('Failed to fetch metrics');
  });

  it("refuses bad input before it reaches the network, with the schema's code", async () => {
    const before = seenHeaders.length;
    const error = await failure(client().addComment({ body: { text: '   ' } }));
    expect(error).toMatchObject({ status: 400, code: 'text_required' });
    expect(seenHeaders.length).toBe(before);
  });

  it('reports an unreachable server with the catalogue text and status 0', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', getSessionId: () => null });
    const error = await failure(offline.signin({ body: credentials }));
    expect(error).toMatchObject({ message: 'Error al iniciar sesión', status: 0 });
  });
});
