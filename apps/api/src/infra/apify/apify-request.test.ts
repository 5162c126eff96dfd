import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../test-support/closed-port';
import { ApifyError } from '../../domain/scraping/scraper-api';
import { apifyRequest } from './apify-request';
import {
  type FakeApifyServer,
  startFakeApifyServer,
} from '../../../test-support/fake-apify-server';

async function failure(promise: Promise<unknown>): Promise<ApifyError> {
  const error = await promise.then(
    () => new Error('expected the request to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApifyError);
  return error as ApifyError;
}

describe('apifyRequest', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
  });
  afterAll(() => fake.close());
  const connection = () => ({ baseUrl: fake.baseUrl, token: fake.token, retryBaseMs: 5 });

  it('sends the token as a bearer header, never in the URL', async () => {
    await failure(apifyRequest(connection(), { method: 'GET', path: 'actor-runs/nope' }));
    const [request] = fake.requests.slice(-1);
    expect(request?.authorization).toBe(`Bearer ${fake.token}`);
    expect(request?.query.has('token')).toBe(false);
  });

  it.each([
    [401, 'token-not-valid', 'Authentication token is not valid.'],
    [404, 'record-not-found', 'Actor was not found'],
    [500, 'internal-error', 'Something broke'],
  ])('turns an Apify %i into its message and type', async (status, type, message) => {
    fake.failWith({ status, type, message });
    try {
      const error = await failure(apifyRequest(connection(), { method: 'GET', path: 'acts' }));
      expect({ status: error.status, type: error.type, message: error.message }).toEqual({
        status,
        type,
        message,
      });
    } finally {
      fake.failWith(null);
    }
  });

  it('refuses a wrong token the way Apify does', async () => {
    const error = await failure(
      apifyRequest({ ...connection(), token: 'otro' }, { method: 'GET', path: 'actor-runs/x' }),
    );
    expect(error).toMatchObject({ status: 401, message: 'Authentication token is not valid.' });
  });

  it('says when nothing listens', async () => {
    const error = await failure(
      apifyRequest(
        { baseUrl: `http://127.0.0.1:${await closedPort()}`, token: 't' },
        { method: 'GET', path: 'acts' },
      ),
    );
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^no se pudo conectar con Apify \(.*ECONNREFUSED/);
  });

  it('gives up on a server that does not answer, and on one that answers no JSON', async () => {
    const server = createServer((request, response) => {
      if (request.url?.includes('html')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html></html>');
      }
      // Anything else hangs.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const slow = { baseUrl, token: 't', requestTimeoutMs: 100 };
      const timedOut = await failure(apifyRequest(slow, { method: 'GET', path: 'acts' }));
      expect(timedOut.message).toBe('Apify no respondió en 100 ms');
      const html = await failure(
        apifyRequest({ ...slow, requestTimeoutMs: 10_000 }, { method: 'GET', path: 'html' }),
      );
      expect(html.message).toBe('la respuesta de Apify no es JSON');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('retries a GET whose connection dropped, and never a POST', async () => {
    let calls = 0;
    const server = createServer((request, response) => {
      calls += 1;
      // Every other request loses its connection, as a reused keep-alive socket can.
      if (calls % 2 === 1) return request.socket.destroy();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { id: 'r1', status: 'RUNNING' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const flaky = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 't',
      retryBaseMs: 5,
    };
    try {
      const answer = await apifyRequest(flaky, { method: 'GET', path: 'actor-runs/r1' });
      expect(answer.body).toEqual({ data: { id: 'r1', status: 'RUNNING' } });
      expect(calls).toBe(2);
      await failure(apifyRequest(flaky, { method: 'POST', path: 'acts/a~b/runs', body: {} }));
      expect(calls).toBe(3);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
