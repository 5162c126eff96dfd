import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPglite } from '../../db/pglite';
import { createChatClient } from '../ai/chat-client';
import { silentLogger } from '../log/logger';
import {
  FAKE_USAGE,
  type FakeAiServer,
  type FakeReply,
  startFakeAiServer,
} from '../../../test-support/fake-ai-server';
import { createAppMetrics } from './app-metrics';

describe('AI call metrics', () => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openPglite({ logger: silentLogger });
  });
  afterAll(async () => {
    await database?.close();
  });
  let server: FakeAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The series of `ai_tokens_total` after the last `callsAfter`. */
  let tokens: string[] = [];

  /** The series of `ai_calls_total` after one chat whose attempts get `replies` in turn. */
  async function callsAfter(replies: FakeReply[], timeoutMs = 5_000) {
    const metrics = createAppMetrics({ database: database! });
    server = await startFakeAiServer('openai', (_request, index) => replies[index]!);
    const chat = createChatClient({
      provider: 'openai',
      baseUrl: server.baseUrl,
      model: 'modelo-de-prueba',
      apiKey: 'clave-secreta',
      timeoutMs,
      retryBaseMs: 1,
      observeCall: metrics.observeAiCall,
      observeTokens: metrics.observeAiTokens,
    });
    await chat('sistema', 'usuario').catch(() => undefined);
    const text = await metrics.registry.metrics();
    tokens = text.split('\n').filter((line) => line.startsWith('ai_tokens_total{'));
    expect(text).not.toContain('clave-secreta');
    const calls = text.split('\n').filter((line) => line.startsWith('ai_calls_total{'));
    // Each call's latency is observed under the same labels.
    for (const line of calls) {
      expect(text).toContain(line.replace('ai_calls_total{', 'ai_call_duration_seconds_count{'));
    }
    return calls;
  }

  it('counts an answered call as ok, with its latency and the tokens it was billed', async () => {
    expect(await callsAfter([{ kind: 'text', text: '{}' }])).toEqual([
      'ai_calls_total{provider="openai",outcome="ok"} 1',
    ]);
    expect(tokens).toEqual([
      `ai_tokens_total{provider="openai",kind="input"} ${FAKE_USAGE.input}`,
      `ai_tokens_total{provider="openai",kind="output"} ${FAKE_USAGE.output}`,
      `ai_tokens_total{provider="openai",kind="cacheRead"} ${FAKE_USAGE.cacheRead}`,
    ]);
  });

  it('counts every attempt of a retried call by how it ended', async () => {
    const replies: FakeReply[] = [
      { kind: 'status', status: 503 },
      { kind: 'status', status: 429 },
      { kind: 'text', text: '{}' },
    ];
    expect(await callsAfter(replies)).toEqual([
      'ai_calls_total{provider="openai",outcome="error"} 1',
      'ai_calls_total{provider="openai",outcome="refused"} 1',
      'ai_calls_total{provider="openai",outcome="ok"} 1',
    ]);
  });

  it('tells a refusal, an answer that is not JSON and a timeout apart', async () => {
    expect(await callsAfter([{ kind: 'status', status: 401 }])).toEqual([
      'ai_calls_total{provider="openai",outcome="refused"} 1',
    ]);
    expect(await callsAfter([{ kind: 'raw', body: '<html>' }])).toEqual([
      'ai_calls_total{provider="openai",outcome="error"} 1',
    ]);
    expect(await callsAfter([{ kind: 'hang' }], 150)).toEqual([
      'ai_calls_total{provider="openai",outcome="timeout"} 1',
    ]);
  });
});
