import { APIFY_WEBHOOK_SECRET_HEADER } from '@replica/api-client/schemas';
import {
  POLLUTING_KEYS,
  decodedBytes,
  deeplyNestedJson,
  hostileJson,
  hostileText,
  hugeText,
  nearValid,
} from '@replica/api-client/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/database';
import { openPglite } from './db/pglite';
import { apiErrorTexts } from './http/api-errors';
import { silentLogger } from './infra/log/logger';
import { SLACK_DNS, channelsResolving } from '../test-support/alert-receivers';
import { uniqueEmail } from '../test-support/fixtures';
import { workingJobs } from '../test-support/jobs';
import { validBodies } from '../test-support/request-inputs';

// Requests in all, spread over every route the app registers. Each signed-in request costs ~3 ms
// of session lookup on PGlite, so 5,000 keep this under 20 s; the schemas behind the bodies get
// 10,000 inputs each in http/request-schemas.fuzz.test.ts.
const RUNS = 5_000;
const PREFIX = '/functions/v1/';
const WEBHOOK_SECRET = 'fuzz-webhook-secret';

/**
 * Routes left out: sign-out would end the fuzzing session itself. Sign-up and sign-in are fuzzed
 * with malformed bodies only (a valid one costs an argon2 hash, ~50 ms).
 */
const SKIPPED = new Set(['POST /functions/v1/auth/signout']);
const HASHING = new Set(['POST /functions/v1/auth/signup', 'POST /functions/v1/auth/signin']);

// What no answer may show: a stack frame, a driver or SQL message, a file path.
const LEAK =
  /\bat \S+ \(|node_modules|\.ts:\d+|DrizzleQueryError|Failed query|\b(select|insert into|update|delete from) .* (from|set|values|where)\b|syntax error at|violates .* constraint|PGlite|invalid byte sequence/i;
// Words of English error messages: the API answers in Spanish.
const ENGLISH =
  /\b(invalid|expected|received|required|too (big|small)|unrecognized|must|internal server error|not found)\b/i;

type Route = { method: string; path: string; key: string };

/** Every UTF-8 byte percent-encoded; a lone surrogate goes as U+FFFD, as a browser sends it. */
const percentEncoded = (text: string) =>
  Array.from(
    new TextEncoder().encode(text),
    (byte) => `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

/** A path segment for `:param`: a plausible id, any text percent-encoded, or broken encoding. */
const pathSegment = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  hostileText(20).map(percentEncoded),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%2F..%2F', '..', '%C0%80', 'sin_clasificar'),
);

/** A query string of known and hostile keys with hostile values, some badly encoded. */
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'industry',
          'limit',
          'cursor',
          'pending',
          'q',
          'platform',
          'format',
          'from',
          'to',
        ),
        fc.constantFrom(...POLLUTING_KEYS),
        hostileText(8),
      ),
      fc.oneof(
        hostileText(30).map(percentEncoded),
        fc.integer().map(String),
        fc.constantFrom('true', 'false', '', '%', '%ZZ', '%00', 'sin_clasificar'),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${percentEncoded(key)}=${value}`).join('&'));

/** A request body: near-valid JSON of the route, any JSON, broken JSON text, or random bytes. */
function bodyFor(key: string): fc.Arbitrary<string | Uint8Array> {
  const valid = HASHING.has(key) ? undefined : validBodies[key];
  return fc.oneof(
    ...(valid
      ? [{ arbitrary: nearValid(valid).map((body) => JSON.stringify(body)), weight: 4 }]
      : []),
    { arbitrary: hostileJson().map((body) => JSON.stringify(body) ?? ''), weight: 2 },
    { arbitrary: hostileText(60), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '{',
        '{"text":',
        '[1,',
        '{"a":1}}',
        'null',
        '""',
        '{"__proto__":{"x":1}}',
      ),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(
        deeplyNestedJson,
        hugeText.map((text) => JSON.stringify({ text })),
      ),
      weight: 1,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 200 }),
      weight: 1,
    },
    {
      // Invalid UTF-8 inside an otherwise valid JSON string.
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 40 })
        .map(
          (bytes) =>
            new Uint8Array([
              ...new TextEncoder().encode('{"text":"'),
              ...bytes,
              ...new TextEncoder().encode('aaaaaaaa"}'),
            ]),
        ),
      weight: 1,
    },
    { arbitrary: decodedBytes(60), weight: 1 },
  );
}

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    ),
    weight: 1,
  },
);

describe('the API under generated requests', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let sessionId = '';

  beforeAll(async () => {
    database = await openPglite({ logger: silentLogger });
  });
  afterAll(async () => {
    await database.close();
  });
  // Registered after the database's hooks, so the worker stops before the database closes.
  const jobs = workingJobs(() => database);

  beforeAll(async () => {
    app = createApp({
      database,
      jobs: jobs(),
      alertChannels: channelsResolving(SLACK_DNS),
      apify: {
        connection: undefined,
        waitSeconds: 1,
        webhookSecret: WEBHOOK_SECRET,
        publicUrl: undefined,
      },
    });
    const credentials = JSON.stringify({ email: uniqueEmail(), pass: 'secreto-fuzz-123' });
    const json = { 'content-type': 'application/json' };
    await app.request(`${PREFIX}auth/signup`, { method: 'POST', body: credentials, headers: json });
    const signin = await app.request(`${PREFIX}auth/signin`, {
      method: 'POST',
      body: credentials,
      headers: json,
    });
    sessionId = ((await signin.json()) as { session_id: string }).session_id;
  });

  /** The routes the app registered, so a route added tomorrow is fuzzed too. */
  function routes(): Route[] {
    const seen = new Map<string, Route>();
    for (const { method, path } of app.routes) {
      const key = `${method} ${path}`;
      if (method === 'ALL' || !path.startsWith(PREFIX) || SKIPPED.has(key)) continue;
      seen.set(key, { method, path, key });
    }
    return [...seen.values()];
  }

  async function expectClearAnswer(response: Response, route: Route): Promise<void> {
    const text = await response.text();
    expect(text).not.toMatch(LEAK);
    // Apify's own failure is answered 502/503 with its text by design (no token in tests).
    const apifyDown =
      (route.path.endsWith('/run-apify-task') || route.path.endsWith('/preview-apify-run')) &&
      response.status === 503;
    if (!apifyDown)
      expect(response.status < 500, `${route.key} → ${response.status} ${text}`).toBe(true);
    if (response.status < 400) return;
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { error } = JSON.parse(text) as { error?: unknown };
    expect(typeof error === 'string' && error.trim().length > 0, text).toBe(true);
    expect(error).not.toMatch(ENGLISH);
    if (apifyDown) expect(error).toMatch(new RegExp(`^${apiErrorTexts.apify_failed.es}`));
  }

  it('answers every generated request with 2xx or a clear Spanish 4xx, leaking nothing', async () => {
    const all = routes();
    expect(all.map((route) => route.key)).toEqual(
      expect.arrayContaining(['POST /functions/v1/comments-bulk', 'GET /functions/v1/opiniones']),
    );
    // Bodies are what this test is for: a route that reads one is drawn three times as often as a
    // GET, whose query strings are fuzzed too.
    const anyRoute = fc.oneof(
      { arbitrary: fc.constantFrom(...all.filter((one) => one.method !== 'GET')), weight: 3 },
      { arbitrary: fc.constantFrom(...all.filter((one) => one.method === 'GET')), weight: 1 },
    );
    const request = anyRoute.chain((route) =>
      fc.record({
        route: fc.constant(route),
        segment: pathSegment,
        query: fc.option(queryString, { freq: 2 }),
        body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(route.key),
        type: contentType,
        secret: fc.oneof(
          { arbitrary: fc.constant(WEBHOOK_SECRET), weight: 9 },
          // Header values are Latin-1 without line breaks: a wrong secret goes percent-encoded.
          { arbitrary: hostileText(10).map(percentEncoded), weight: 1 },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, segment, query, body, type, secret }) => {
        const path = route.path.replace(/:[A-Za-z]+/g, segment) + (query ? `?${query}` : '');
        const headers: Record<string, string> = { 'x-session-id': sessionId };
        if (type) headers['content-type'] = type;
        if (route.path.endsWith('/apify-webhook')) headers[APIFY_WEBHOOK_SECRET_HEADER] = secret;
        const response = await app.request(path, { method: route.method, headers, body });
        await expectClearAnswer(response, route);
      }),
      { numRuns: RUNS, timeout: 10_000 },
    );

    // Still serving, and still storing: nothing above broke the app or its database.
    const me = await app.request(`${PREFIX}auth/me`, { headers: { 'x-session-id': sessionId } });
    expect(me.status).toBe(200);
    const added = await app.request(`${PREFIX}comments-manual`, {
      method: 'POST',
      headers: { 'x-session-id': sessionId, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Después del fuzzing sigue guardando comentarios' }),
    });
    expect(added.status).toBe(201);
  }, 300_000);
});
