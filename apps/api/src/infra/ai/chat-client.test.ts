import { afterEach, describe, expect, it } from 'vitest';
import { AI_PROVIDERS, type AiProvider } from './ai-config';
import { AiError } from './ai-error';
import {
  createChatClient,
  estimatedTokens,
  ollamaContextSize,
  tokenLimitField,
} from './chat-client';
import { CUT_SHORT, REFUSED } from './provider-answer';
import { createSemaphore } from '../../domain/semaphore';
import {
  type FakeAiServer,
  type FakeReply,
  LOCAL_MODEL_APOLOGY,
  fakeUsageOf,
  startFakeAiServer,
} from '../../../test-support/fake-ai-server';
import type { MinuteBudget } from './ai-config';

// Generous for answers (the first fetch of a process is slow to start), short for the hang.
const TIMEOUT_MS = 5_000;
const HANG_TIMEOUT_MS = 150;

describe.each(AI_PROVIDERS)('%s chat client', (provider: AiProvider) => {
  let server: FakeAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function chatWith(
    reply: (index: number) => FakeReply,
    timeoutMs = TIMEOUT_MS,
    minuteBudget?: MinuteBudget,
  ) {
    server = await startFakeAiServer(provider, (_request, index) => reply(index));
    const chat = createChatClient({
      provider,
      baseUrl: `${server.baseUrl}/`,
      model: 'modelo-de-prueba',
      apiKey: 'clave-secreta',
      timeoutMs,
      retryBaseMs: 5,
      minuteBudget,
    });
    return { chat, requests: server.requests };
  }

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => new Error('expected the call to fail'),
      (reason: unknown) => reason,
    );

  it('speaks the real wire format and returns the model text', async () => {
    const { chat, requests } = await chatWith(() => ({ kind: 'text', text: '{"a":1}' }));
    expect(await chat('sistema', 'usuario')).toBe('{"a":1}');
    const [request] = requests;
    if (provider === 'anthropic') {
      expect(request?.path).toBe('/v1/messages');
      expect(request?.headers).toMatchObject({
        'x-api-key': 'clave-secreta',
        'anthropic-version': '2023-06-01',
      });
      expect(request?.body).toMatchObject({
        model: 'modelo-de-prueba',
        // Marked for the provider's prompt cache: the same long instructions on every call.
        system: [{ type: 'text', text: 'sistema', cache_control: { type: 'ephemeral' } }],
        messages: [{ role: 'user', content: 'usuario' }],
      });
      expect(request?.body.max_tokens).toBeGreaterThan(0);
    } else if (provider === 'ollama') {
      expect(request?.path).toBe('/api/chat');
      expect(request?.headers.authorization).toBe('Bearer clave-secreta');
      expect(request?.body).toEqual({
        model: 'modelo-de-prueba',
        messages: [
          { role: 'system', content: 'sistema' },
          { role: 'user', content: 'usuario' },
        ],
        stream: false,
        format: 'json',
        // Room for the prompt and the whole answer, not the server's default context.
        options: { num_ctx: 8_192, num_predict: 4_096 },
      });
    } else {
      expect(request?.path).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe('Bearer clave-secreta');
      expect(request?.body).toEqual({
        model: 'modelo-de-prueba',
        messages: [
          { role: 'system', content: 'sistema' },
          { role: 'user', content: 'usuario' },
        ],
        response_format: { type: 'json_object' },
        // A loopback server is a compatible one (Ollama, vLLM): the older field.
        max_tokens: 4_096,
      });
    }
  });

  it('asks for a schema with the provider’s native structured output', async () => {
    const { chat, requests } = await chatWith(() => ({ kind: 'text', text: '{"a":1}' }));
    const schema = { type: 'object', properties: { a: { type: 'number' } } };
    await chat('s', 'u', { jsonSchema: { name: 'prueba', schema } });
    expect(requests[0]?.body).toMatchObject(
      {
        anthropic: { output_config: { format: { type: 'json_schema', schema } } },
        openai: {
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'prueba', schema, strict: true },
          },
        },
        ollama: { format: schema },
      }[provider],
    );
  });

  it('reads the answer after a thinking block, and strips a local model’s think tags', async () => {
    const { chat } = await chatWith((index) => ({
      kind: 'text',
      text: index === 0 ? '{"a":1}' : '<think>Primero pienso.</think>\n{"b":2}',
    }));
    expect(await chat('s', 'u')).toBe('{"a":1}');
    expect(await chat('s', 'u')).toBe('{"b":2}');
  });

  it.runIf(provider === 'anthropic')(
    'reads the input of a forced tool, after a thinking block, as the answer',
    async () => {
      const { chat } = await chatWith(() => ({ kind: 'tool', input: { a: 1, b: ['x'] } }));
      expect(JSON.parse(await chat('s', 'u'))).toEqual({ a: 1, b: ['x'] });
    },
  );

  it('tells an answer cut short, and a refusal, apart from a bad answer', async () => {
    const { chat } = await chatWith((index) =>
      index === 0 ? { kind: 'cut', text: '{"objection_tag": "pre' } : { kind: 'refusal' },
    );
    expect(((await failure(chat('s', 'u'))) as AiError).message).toBe(CUT_SHORT);
    if (provider === 'ollama') {
      // A local model has no refusal of its own: its apology is an answer, then no valid JSON.
      expect(await chat('s', 'u')).toBe(LOCAL_MODEL_APOLOGY);
      return;
    }
    expect(((await failure(chat('s', 'u'))) as AiError).message).toBe(REFUSED);
  });

  it('tells the tokens billed for every answer, a cut one too', async () => {
    const billed: unknown[] = [];
    server = await startFakeAiServer(provider, (_request, index) =>
      index === 0 ? { kind: 'text', text: 'ok' } : { kind: 'cut', text: 'o' },
    );
    const chat = createChatClient({
      provider,
      baseUrl: server.baseUrl,
      model: 'modelo-de-prueba',
      apiKey: 'clave-secreta',
      timeoutMs: TIMEOUT_MS,
      observeTokens: (usage) => billed.push(usage),
    });
    await chat('s', 'u');
    await failure(chat('s', 'u'));
    const usage = fakeUsageOf(provider);
    expect(billed).toEqual([
      { provider, usage },
      { provider, usage },
    ]);
  });

  it('retries a 429 after its retry-after and then succeeds', async () => {
    const { chat, requests } = await chatWith((index) =>
      index === 0
        ? { kind: 'status', status: 429, headers: { 'retry-after': '0' } }
        : { kind: 'text', text: 'ok' },
    );
    expect(await chat('s', 'u')).toBe('ok');
    expect(requests).toHaveLength(2);
  });

  it('takes its estimate of the per-minute budget before every attempt, then what was billed', async () => {
    const taken: number[] = [];
    const billed: number[] = [];
    const { chat, requests } = await chatWith(
      (index) =>
        index === 0
          ? { kind: 'status', status: 429, headers: { 'retry-after': '0' } }
          : { kind: 'text', text: 'ok' },
      TIMEOUT_MS,
      async (estimate) => {
        taken.push(estimate);
        return async (tokens) => {
          billed.push(tokens);
        };
      },
    );
    const system = 'instrucciones '.repeat(100);
    expect(await chat(system, 'u', { maxTokens: 600 })).toBe('ok');
    expect(requests).toHaveLength(2);
    // The prompt's ~350 tokens and the whole answer's 600, as the providers count a request.
    const estimate = estimatedTokens(system, 'u', { maxTokens: 600 });
    expect(estimate).toBe(Math.ceil((system.length + 1) / 4) + 600);
    expect(taken).toEqual([estimate, estimate]);
    // The 429 was billed nothing; the answer what its usage says.
    const usage = fakeUsageOf(provider);
    expect(billed).toEqual([0, usage.input + usage.output + usage.cacheRead]);
  });

  it('gives up on a 5xx after two retries', async () => {
    const { chat, requests } = await chatWith(() => ({ kind: 'status', status: 503 }));
    const error = await failure(chat('s', 'u'));
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).message).toBe('error del proveedor (HTTP 503, 3 intentos)');
    expect(requests).toHaveLength(3);
  });

  it('retries an overloaded provider (529), then says so', async () => {
    const { chat, requests } = await chatWith(() => ({ kind: 'status', status: 529 }));
    expect(((await failure(chat('s', 'u'))) as AiError).message).toBe(
      'proveedor saturado (HTTP 529, 3 intentos)',
    );
    expect(requests).toHaveLength(3);
  });

  it('does not retry a request the provider declines', async () => {
    const { chat, requests } = await chatWith(() => ({ kind: 'status', status: 400 }));
    expect(((await failure(chat('s', 'u'))) as AiError).message).toBe(
      'petición rechazada por el proveedor (HTTP 400)',
    );
    expect(requests).toHaveLength(1);
  });

  it('reads an exhausted account from the error body and does not retry it', async () => {
    const { chat, requests } = await chatWith(() =>
      provider === 'anthropic'
        ? { kind: 'status', status: 400, errorType: 'invalid_request_error' }
        : { kind: 'status', status: 429, errorType: 'insufficient_quota' },
    );
    if (provider === 'anthropic') {
      // Anthropic says it in the message of a plain invalid request.
      expect(((await failure(chat('s', 'u'))) as AiError).message).toBe(
        'petición rechazada por el proveedor (HTTP 400)',
      );
      return;
    }
    expect(((await failure(chat('s', 'u'))) as AiError).message).toBe(
      'límite de la cuenta del proveedor (HTTP 429)',
    );
    expect(requests).toHaveLength(1);
  });

  it('asks once with a rejected key, and fails every call waiting behind it at once', async () => {
    const { chat, requests } = await chatWith(() => ({ kind: 'status', status: 401 }));
    const calls = await Promise.all(Array.from({ length: 10 }, () => failure(chat('s', 'u'))));
    expect(calls.map((error) => (error as AiError).message)).toEqual(
      Array(10).fill('clave del proveedor rechazada (HTTP 401)'),
    );
    expect(requests).toHaveLength(1);
  });

  it('treats a retry-after beyond the cap as a failure', async () => {
    const { chat, requests } = await chatWith(() => ({
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '3600' },
    }));
    expect(await failure(chat('s', 'u'))).toMatchObject({
      message: 'límite de peticiones del proveedor (HTTP 429, espera pedida 3600 s)',
      blocksMs: 3_600_000,
      waitAsked: true,
    });
    expect(requests).toHaveLength(1);
  });

  it('aborts a request that hangs past the timeout', async () => {
    const { chat } = await chatWith(() => ({ kind: 'hang' }), HANG_TIMEOUT_MS);
    const error = await failure(chat('s', 'u'));
    expect((error as AiError).message).toBe(`tiempo agotado (${HANG_TIMEOUT_MS} ms)`);
  });

  it('reports an unreachable server as a network error', async () => {
    const { chat } = await chatWith(() => ({ kind: 'text', text: '' }));
    await server?.close();
    server = undefined;
    expect(((await failure(chat('s', 'u'))) as AiError).message).toMatch(/^error de red/);
  });
});

describe('the AI budget', () => {
  it('holds every client made from one config to its calls at once, together', async () => {
    const server = await startFakeAiServer('openai', () => ({ kind: 'text', text: 'ok' }), 60);
    try {
      const config = {
        provider: 'openai' as const,
        baseUrl: server.baseUrl,
        model: 'modelo-de-prueba',
        apiKey: undefined,
        timeoutMs: TIMEOUT_MS,
        limiter: createSemaphore(2),
      };
      // Two capabilities (say analysis and ideas) asking at the same time.
      const analysis = createChatClient(config);
      const ideas = createChatClient(config);
      const calls = Array.from({ length: 6 }, (_, index) =>
        (index % 2 === 0 ? analysis : ideas)('sistema', `usuario ${index}`),
      );
      expect(await Promise.all(calls)).toEqual(Array(6).fill('ok'));
      expect(server.requests).toHaveLength(6);
      expect(server.maxConcurrent).toBe(2);
    } finally {
      await server.close();
    }
  });
});

describe('the context Ollama is asked to load', () => {
  it('holds the prompt and the whole answer, in powers of two from 8,192', () => {
    expect(ollamaContextSize('s', 'u')).toBe(8_192);
    // A batch of 25 comments: some 6,000 prompt tokens and 15,000 for the answer.
    expect(ollamaContextSize('x'.repeat(12_000), 'y'.repeat(6_000), { maxTokens: 15_000 })).toBe(
      32_768,
    );
    expect(ollamaContextSize('x'.repeat(30_000), 'y', { maxTokens: 4_096 })).toBe(16_384);
  });

  it('reaches the server with a 25-comment batch', async () => {
    const server = await startFakeAiServer('ollama', () => ({ kind: 'text', text: '{"a":1}' }));
    try {
      const chat = createChatClient({
        provider: 'ollama',
        baseUrl: server.baseUrl,
        model: 'qwen3:8b',
        apiKey: undefined,
        timeoutMs: TIMEOUT_MS,
      });
      const comments = JSON.stringify(
        Array.from({ length: 25 }, (_, index) => ({
          id: `c${index + 1}`,
          text: 'La mensualidad es carísima para lo que ofrecen. '.repeat(4),
        })),
      );
      const schema = { type: 'object', properties: { analyses: { type: 'array' } } };
      await chat('instrucciones '.repeat(800), comments, {
        maxTokens: 15_000,
        jsonSchema: { name: 'analisis', schema },
      });
      const [request] = server.requests;
      expect(request?.headers.authorization).toBeUndefined();
      expect(request?.body).toMatchObject({
        format: schema,
        options: { num_ctx: 32_768, num_predict: 15_000 },
      });
    } finally {
      await server.close();
    }
  });
});

describe('the token limit field', () => {
  it('is max_completion_tokens on OpenAI’s own API and max_tokens on compatible servers', () => {
    expect(tokenLimitField('https://api.openai.com/v1')).toBe('max_completion_tokens');
    expect(tokenLimitField('http://127.0.0.1:11434/v1')).toBe('max_tokens');
    expect(tokenLimitField('https://vllm.internal.example/v1')).toBe('max_tokens');
  });
});

describe('a compatible server that declines json_schema', () => {
  it('is asked again, and from then on, with json_object', async () => {
    const server = await startFakeAiServer('openai', (request) =>
      (request.body.response_format as { type: string }).type === 'json_schema'
        ? { kind: 'status', status: 400 }
        : { kind: 'text', text: '{"a":1}' },
    );
    try {
      const chat = createChatClient({
        provider: 'openai',
        baseUrl: server.baseUrl,
        model: 'llama-local',
        apiKey: undefined,
        timeoutMs: TIMEOUT_MS,
      });
      const jsonSchema = { name: 'prueba', schema: { type: 'object' } };
      expect(await chat('s', 'u', { jsonSchema })).toBe('{"a":1}');
      expect(await chat('s', 'u', { jsonSchema })).toBe('{"a":1}');
      expect(
        server.requests.map((request) => (request.body.response_format as { type: string }).type),
      ).toEqual(['json_schema', 'json_object', 'json_object']);
    } finally {
      await server.close();
    }
  });
});
