import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { capturedLog } from '../../../test-support/captured-log';
import { unreachableDatabase } from '../../../test-support/fixtures';
import { serveOnLoopback } from '../../../test-support/loopback';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ALLOWED_ORIGIN = 'https://app.example.com';

describe('requestLog', () => {
  const database = unreachableDatabase();
  const log = capturedLog();
  const webRoot = mkdtempSync(join(tmpdir(), 'replica-request-log-'));
  mkdirSync(join(webRoot, 'apps/shell/dist'), { recursive: true });
  writeFileSync(join(webRoot, 'apps/shell/dist/index.html'), '<!doctype html>');
  const http = serveOnLoopback(() => {
    const app = createApp({
      database,
      logger: log.logger,
      corsOrigins: [ALLOWED_ORIGIN],
      web: { rootDir: webRoot },
    });
    app.get('/boom', () => {
      throw new Error('the handler broke');
    });
    return app;
  });
  afterAll(async () => {
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** The access line logged under `requestId`. */
  const accessLineOf = (requestId: string | null) =>
    log.accessLines().filter((line) => line.requestId === requestId);

  it("answers and logs under the caller's X-Request-Id when it is well formed", async () => {
    for (const id of ['abcd1234', 'trace.2026-03-04_a1', 'x'.repeat(128)]) {
      const response = await http.call('GET', '/functions/v1/auth/me', {
        headers: { 'x-request-id': id },
      });
      expect(response.headers.get('x-request-id')).toBe(id);
      expect(accessLineOf(id)).toHaveLength(1);
    }
  });

  it.each([
    ['too short', 'abc123'],
    ['too long', 'x'.repeat(129)],
    ['with spaces', 'abcd 1234'],
    ['with JSON', '{"level":"fatal"}'],
    ['with a slash', 'abcd/1234'],
    ['empty', ''],
  ])('replaces a request id %s with a new UUID', async (_, id) => {
    const response = await http.call('GET', '/functions/v1/auth/me', {
      headers: { 'x-request-id': id },
    });
    const answered = response.headers.get('x-request-id');
    expect(answered).toMatch(UUID);
    expect(accessLineOf(answered)).toHaveLength(1);
    expect(log.text()).not.toContain(id || 'never-there');
  });

  it('answers a new id for each request that brings none', async () => {
    const first = await http.call('GET', '/nothing-here');
    const second = await http.call('GET', '/nothing-here');
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it.each([
    [
      'a 401 of the session check',
      'GET',
      '/functions/v1/dashboard-metrics',
      401,
      '/functions/v1/*',
    ],
    ['a 404 outside the API', 'GET', '/nothing-here', 404, '/*'],
    ['a 500 of a route that throws', 'GET', '/boom', 500, '/boom'],
    ['a static file', 'GET', '/', 200, '/*'],
  ])('puts the id on %s and logs its line', async (_, method, path, status, route) => {
    const response = await http.call(method, path);
    expect(response.status).toBe(status);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    expect(accessLineOf(requestId)).toEqual([
      expect.objectContaining({ level: 'info', method, route, status }),
    ]);
  });

  it('puts the id on a CORS preflight', async () => {
    const response = await http.call('OPTIONS', '/functions/v1/comments-manual', {
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(accessLineOf(response.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ method: 'OPTIONS', status: 204 }),
    ]);
  });

  it('logs the stack of an unexpected error under the request id, and answers none of it', async () => {
    const response = await http.call('GET', '/boom', { headers: { 'x-request-id': 'boom-0001' } });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toMatch(/the handler broke|at .*\.ts|Error:/);
    const failure = log
      .lines()
      .find((line) => line.requestId === 'boom-0001' && line.level === 'error');
    expect(failure).toMatchObject({ msg: 'request failed', method: 'GET', route: '/boom' });
    expect((failure?.err as { stack: string }).stack).toMatch(
      /^Error: the handler broke\n {4}at .*index\.test\.ts/,
    );
  });

  it('logs a duration in milliseconds and no user for an anonymous request', async () => {
    const response = await http.call('GET', '/nothing-here');
    const [line] = accessLineOf(response.headers.get('x-request-id'));
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty('userId');
    expect(line).not.toHaveProperty('workspaceId');
  });
});
