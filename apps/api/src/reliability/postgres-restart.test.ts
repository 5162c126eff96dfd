import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorTexts } from '../http/api-errors';
import { type ApiProcess, signUpOn, startApiProcess } from '../../test-support/api-process';
import {
  type PrivatePostgres,
  privatePostgresUnavailable,
  startPrivatePostgres,
} from './private-postgres';

const CLIENTS = 4;
const DOWN_MS = 2_000;
const RECOVERY_LIMIT_MS = 15_000;
const INDUSTRY = 'Reinicio de PostgreSQL';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';
interface Answer {
  phase: Phase;
  status: number;
  body: unknown;
  text?: string;
}

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`[reliability] PostgreSQL restart test skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('PostgreSQL restarted while requests run', () => {
  let postgres: PrivatePostgres;
  let api: ApiProcess;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    api = await startApiProcess({ DATABASE_URL: postgres.url });
  }, 300_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await postgres?.destroy();
  });

  it('answers 503 with a Spanish JSON error while it is down and recovers by itself', async () => {
    const sessionId = await signUpOn(api.origin, 'reinicio@example.com');
    let phase: Phase = 'up';
    let running = true;
    let sent = 0;
    const answers: Answer[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const at = phase;
      let response: Response;
      try {
        response = await fetch(`${api.origin}/functions/v1${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        // Status 0: no HTTP answer at all, as when the process died.
        const answer = { phase: at, status: 0, body: undefined, text: String(error) };
        answers.push(answer);
        return answer;
      }
      const raw = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const answer = { phase: at, status: response.status, body: parsed, text: raw };
      answers.push(answer);
      return answer;
    };
    const acknowledged: string[] = [];
    const client = async (id: number) => {
      while (running) {
        const text = `Cliente ${id}, petición ${sent++}: el soporte no contesta nunca`;
        const added = await call('POST', '/comments-manual', { text, industry: INDUSTRY });
        if (added.status === 201) acknowledged.push(text);
        await call('GET', '/auth/me');
        await sleep(api.child.exitCode === null ? 25 : 500);
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));

    await sleep(1_000);
    phase = 'stopping';
    await postgres.stop();
    phase = 'down';
    await sleep(DOWN_MS);
    phase = 'starting';
    await postgres.start();
    phase = 'back';
    const backAt = Date.now();
    let recoveredMs: number | undefined;
    while (Date.now() - backAt < RECOVERY_LIMIT_MS) {
      if (api.child.exitCode !== null) break;
      if ((await call('GET', '/auth/me')).status === 200) {
        recoveredMs = Date.now() - backAt;
        break;
      }
      await sleep(100);
    }
    await sleep(1_000);
    running = false;
    await clients;

    expect(api.child.exitCode, api.output()).toBeNull();
    expect(recoveredMs).toBeDefined();
    const down = answers.filter((answer) => answer.phase === 'down');
    expect(down.length).toBeGreaterThan(10);
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        error: apiErrorTexts.database_unavailable.es,
        code: 'database_unavailable',
      });
    }
    // At any moment an answer is a success or that 503: never a 500, a stack or a dropped socket.
    const unexpected = answers.filter((a) => a.status >= 300 && a.status !== 503);
    expect(unexpected).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual({
        error: apiErrorTexts.database_unavailable.es,
        code: 'database_unavailable',
      });
    }
    // Once it is back and the pool has reconnected, everything succeeds again.
    const lastSecond = answers.slice(-CLIENTS * 4);
    expect(lastSecond.every((answer) => answer.status < 300)).toBe(true);

    // Every comment the API acknowledged is stored, once.
    const check = new pg.Client({ connectionString: postgres.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ text: string }>(
        `select c.text from comments c join sources s using (source_id) where s.industry = $1`,
        [INDUSTRY],
      );
      const stored = rows.map((row) => row.text);
      expect(new Set(stored).size).toBe(stored.length);
      expect(acknowledged.filter((text) => !stored.includes(text))).toEqual([]);
    } finally {
      await check.end();
    }
    console.log(
      `[reliability] PostgreSQL restart: ${answers.length} requests, ${down.length} while down (all 503), ` +
        `recovered ${recoveredMs} ms after the restart, ${acknowledged.length} comments acknowledged, 0 lost, process alive`,
    );
  }, 300_000);
});
