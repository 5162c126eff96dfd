import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { endpoints } from './contract';
import { errorMessages } from './messages';
import { SIGN_IN_PATHS, invitationDetails, signIn, signUp } from './sign-in-calls';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  language: string | undefined;
  body: unknown;
}

let server: Server;
let baseUrl: string;
let reply: (response: ServerResponse) => void = () => {};
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        language: request.headers['accept-language'],
        body: JSON.parse(text || 'null'),
      });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const answer = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

const user = { id: 1, email: 'ana@example.com', created_at: '2026-11-23T00:00:00.000Z' };
const credentials = { email: 'ana@example.com', pass: 'secreto1' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the sign-in calls without zod', () => {
  it('use the contract paths and methods of signup and signin', () => {
    expect(endpoints.signup).toMatchObject({ method: 'post', path: SIGN_IN_PATHS.signup });
    expect(endpoints.signin).toMatchObject({ method: 'post', path: SIGN_IN_PATHS.signin });
    expect(endpoints.invitationDetails).toMatchObject({
      method: 'post',
      path: SIGN_IN_PATHS.invitationDetails,
    });
  });

  it("sends a sign-up's workspace name", async () => {
    reply = answer(201, { user });
    await signUp({ baseUrl }, { ...credentials, workspaceName: 'Agencia Norte' });
    expect(seen.at(-1)?.body).toEqual({ ...credentials, workspaceName: 'Agencia Norte' });
  });

  it("reads an invitation's details with its token, and keeps the server's refusal", async () => {
    const details = {
      workspaceName: 'Agencia Norte',
      invitedBy: 'luis@example.com',
      role: 'admin',
    };
    reply = answer(200, details);
    await expect(invitationDetails({ baseUrl, language: 'es' }, 'tok-1')).resolves.toEqual(details);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/functions/v1/invitations/details',
      language: 'es',
      body: { token: 'tok-1' },
    });
    reply = answer(404, { error: 'La invitación no es válida', code: 'invitation_invalid' });
    const refused = await failure(invitationDetails({ baseUrl }, 'tok-2'));
    expect(refused).toMatchObject({ status: 404, code: 'invitation_invalid' });
    reply = answer(200, { ok: true });
    const odd = await failure(invitationDetails({ baseUrl }, 'tok-3'));
    expect(odd.message).toBe(errorMessages.invitationDetails);
  });

  it('sign up then in, sending the credentials and the interface language', async () => {
    reply = answer(201, { user });
    await signUp({ baseUrl, language: 'en' }, { ...credentials, invitation: 'tok' });
    reply = answer(200, { session_id: 's-1', user });
    await expect(signIn({ baseUrl: `${baseUrl}/` }, credentials)).resolves.toEqual({
      session_id: 's-1',
      user,
    });
    expect(seen.slice(-2)).toEqual([
      {
        method: 'POST',
        url: '/functions/v1/auth/signup',
        language: 'en',
        body: { ...credentials, invitation: 'tok' },
      },
      // Node's fetch sends its own '*' when no language is given.
      { method: 'POST', url: '/functions/v1/auth/signin', language: '*', body: credentials },
    ]);
  });

  it("keeps the server's text, reason and code, said in the language sent", async () => {
    reply = answer(400, { error: 'La invitación ha caducado', reason: 'expired', code: 'x' });
    const error = await failure(signUp({ baseUrl }, credentials));
    expect(error).toMatchObject({
      message: 'La invitación ha caducado',
      status: 400,
      reason: 'expired',
      code: 'x',
      language: 'es',
    });
    reply = answer(401, { error: 'Invalid sign-in', code: 'signin_invalid' });
    const refused = await failure(signIn({ baseUrl, language: 'en' }, credentials));
    expect(refused).toMatchObject({ status: 401, code: 'signin_invalid', language: 'en' });
  });

  it('falls back to the catalogue when the answer is not an error body', async () => {
    reply = answer(500, '<html>proxy error</html>');
    expect((await failure(signUp({ baseUrl }, credentials))).message).toBe(errorMessages.signup);
  });

  it('refuses a sign-in answer without a session', async () => {
    reply = answer(200, { user });
    const error = await failure(signIn({ baseUrl }, credentials));
    expect(error.message).toBe(errorMessages.signin);
  });

  it('says the catalogue text with status 0 when the server cannot be reached', async () => {
    const error = await failure(signIn({ baseUrl: 'http://127.0.0.1:9' }, credentials));
    expect(error).toMatchObject({ message: errorMessages.signin, status: 0 });
  });
});
