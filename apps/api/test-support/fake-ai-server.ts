import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenUsage } from '../src/domain/analysis/analyser';
import type { AiProvider } from '../src/infra/ai/ai-config';

/**
 * What the fake answers one request with, as current models and providers do: a model's text
 * (after a thinking block on Anthropic, beside its thinking on Ollama), an answer cut short by
 * the token limit, a refusal (on Ollama, which has no refusal of its own, the model's apology), an
 * HTTP error with the provider's own error body (`errorType`: Anthropic's error type or
 * OpenAI's code; by default the one the status usually carries), a 200 whose body is whatever is
 * given (not necessarily JSON), or nothing at all.
 */
export type FakeReply =
  | { kind: 'text'; text: string }
  /** Anthropic's answer through a forced tool: thinking first, then a `tool_use` block. */
  | { kind: 'tool'; input: Record<string, unknown> }
  | { kind: 'cut'; text: string }
  | { kind: 'refusal' }
  | { kind: 'raw'; body: string }
  | { kind: 'status'; status: number; headers?: Record<string, string>; errorType?: string }
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeAiServer {
  /** The base URL to configure, as AI_BASE_URL would be for this provider. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** The most requests that were ever being answered at the same time. */
  readonly maxConcurrent: number;
  /** Requests whose client gave up (aborted, timed out) before they were answered. */
  readonly abandoned: number;
  close(): Promise<void>;
}

/** The tokens every fake answer is billed for. */
export const FAKE_USAGE = { input: 310, output: 120, cacheRead: 40 } as const;

/** {@link FAKE_USAGE} as the product reads it from each provider: Ollama tells no cache apart. */
export function fakeUsageOf(provider: AiProvider): TokenUsage {
  return provider === 'ollama'
    ? {
        input: FAKE_USAGE.input + FAKE_USAGE.cacheRead,
        output: FAKE_USAGE.output,
        cacheRead: 0,
        cacheWrite: 0,
      }
    : { ...FAKE_USAGE, cacheWrite: 0 };
}

/** What a local model says when it will not answer: text, like any other answer. */
export const LOCAL_MODEL_APOLOGY = 'Lo siento, no puedo ayudar con eso.';

type Answered = Extract<FakeReply, { kind: 'text' | 'tool' | 'cut' | 'refusal' }>;
type TextAnswer = Exclude<Answered, { kind: 'tool' }>;

// Current Claude models with thinking on answer after one of these.
const THINKING_BLOCK = {
  type: 'thinking',
  thinking: 'Veamos qué objeción hay aquí…',
  signature: 'c2lnbg==',
};

function anthropicContent(reply: Answered): unknown[] {
  if (reply.kind === 'refusal') return [];
  if (reply.kind === 'tool') {
    return [
      THINKING_BLOCK,
      { type: 'tool_use', id: 'toolu_fake', name: 'responder', input: reply.input },
    ];
  }
  return [THINKING_BLOCK, { type: 'text', text: reply.text }];
}

function anthropicBody(reply: Answered): unknown {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'claude-fake',
    content: anthropicContent(reply),
    stop_reason: { text: 'end_turn', tool: 'tool_use', cut: 'max_tokens', refusal: 'refusal' }[
      reply.kind
    ],
    stop_sequence: null,
    usage: {
      input_tokens: FAKE_USAGE.input,
      output_tokens: FAKE_USAGE.output,
      cache_read_input_tokens: FAKE_USAGE.cacheRead,
      cache_creation_input_tokens: 0,
    },
  };
}

/** Only Anthropic's fake answers through a tool: the product forces none on the others. */
function textOnly(reply: Answered): TextAnswer {
  if (reply.kind === 'tool') throw new Error('only the Anthropic fake answers through a tool');
  return reply;
}

function openAiBody(answered: Answered): unknown {
  const reply = textOnly(answered);
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    model: 'gpt-fake',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.kind === 'refusal' ? null : reply.text,
          refusal: reply.kind === 'refusal' ? 'Lo siento, no puedo ayudar con eso.' : null,
        },
        finish_reason: reply.kind === 'cut' ? 'length' : 'stop',
      },
    ],
    usage: {
      // OpenAI counts the cached tokens inside prompt_tokens.
      prompt_tokens: FAKE_USAGE.input + FAKE_USAGE.cacheRead,
      completion_tokens: FAKE_USAGE.output,
      total_tokens: FAKE_USAGE.input + FAKE_USAGE.cacheRead + FAKE_USAGE.output,
      prompt_tokens_details: { cached_tokens: FAKE_USAGE.cacheRead },
    },
  };
}

function ollamaBody(answered: Answered): unknown {
  const reply = textOnly(answered);
  return {
    model: 'llama-fake',
    created_at: '2026-01-01T00:00:00.000Z',
    message: {
      role: 'assistant',
      content: reply.kind === 'refusal' ? LOCAL_MODEL_APOLOGY : reply.text,
      // A reasoning model's thinking, which Ollama's chat API answers apart.
      thinking: 'Veamos qué objeción hay aquí…',
    },
    done: true,
    done_reason: reply.kind === 'cut' ? 'length' : 'stop',
    total_duration: 1_200_000_000,
    load_duration: 1_000_000,
    // Ollama counts every prompt token alike, cached or not.
    prompt_eval_count: FAKE_USAGE.input + FAKE_USAGE.cacheRead,
    prompt_eval_duration: 200_000_000,
    eval_count: FAKE_USAGE.output,
    eval_duration: 1_000_000_000,
  };
}

const BODIES: Readonly<Record<AiProvider, (reply: Answered) => unknown>> = {
  anthropic: anthropicBody,
  openai: openAiBody,
  ollama: ollamaBody,
};

/** The provider's success body around a model's answer, in its current wire format. */
export function wireBody(provider: AiProvider, reply: Answered): unknown {
  return BODIES[provider](reply);
}

const ANTHROPIC_ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};
const OPENAI_ERROR_CODES: Readonly<Record<number, string>> = {
  401: 'invalid_api_key',
  404: 'model_not_found',
  429: 'rate_limit_exceeded',
};

/** The provider's error body for `status`, as its API sends it. */
export function errorBody(provider: AiProvider, status: number, errorType?: string): unknown {
  // Ollama's own API says what went wrong in one string.
  if (provider === 'ollama') return { error: `fake ${errorType ?? `error ${status}`}` };
  if (provider === 'anthropic') {
    const type = errorType ?? ANTHROPIC_ERROR_TYPES[status] ?? 'api_error';
    return { type: 'error', error: { type, message: `fake ${type}` }, request_id: 'req_fake' };
  }
  const code = errorType ?? OPENAI_ERROR_CODES[status] ?? null;
  const type = status >= 500 ? 'server_error' : 'invalid_request_error';
  return { error: { message: `fake ${code ?? type}`, type, param: null, code } };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/**
 * A stand-in for Anthropic's or an OpenAI-compatible API on a free loopback port. `reply` picks
 * each answer from the request (and how many came before); `delayMs` holds every answer so
 * concurrent requests overlap and can be counted.
 */
export async function startFakeAiServer(
  provider: AiProvider,
  reply: (request: RecordedRequest, index: number) => FakeReply,
  delayMs = 0,
): Promise<FakeAiServer> {
  const requests: RecordedRequest[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;

  let abandoned = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    response.on('close', () => {
      if (!response.writableEnded) abandoned += 1;
    });
    const recorded = {
      path: request.url ?? '',
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    const answer = reply(recorded, requests.length - 1);
    if (answer.kind === 'hang') return;
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    concurrent -= 1;
    if (answer.kind === 'status') {
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(errorBody(provider, answer.status, answer.errorType)));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(answer.kind === 'raw' ? answer.body : JSON.stringify(wireBody(provider, answer)));
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: provider === 'openai' ? `${origin}/v1` : origin,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    get abandoned() {
      return abandoned;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; closing them lets the server stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A model's analysis of one comment that satisfies the schema, with `overrides`. */
export function goodAnalysis(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    objection_tag: 'precio',
    emotion: 'frustración',
    sentiment: -0.6,
    known_pain: 'nuevo',
    pain_cluster_label: 'costo mensual alto',
    why1: 'Dice que no puede pagar 500 dólares al mes.',
    why2: 'Su presupuesto mensual no alcanza.',
    why3: 'No ve un retorno que compense el gasto.',
    why4: 'Nadie le mostró el valor frente al costo.',
    why5: 'La oferta no explica su retorno.',
    root_cause: 'El valor percibido es menor que el precio.',
    ...overrides,
  };
}

/** {@link goodAnalysis} as a model's text. */
export function goodAnswer(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify(goodAnalysis(overrides));
}

/** A comment of an analysis request, as the model was sent it. */
export interface FakeComment {
  id: string;
  text: string;
  platform?: string;
}

/** The text of a request's last user message, in either provider's format. */
export function userMessage(request: RecordedRequest): string {
  const messages = (request.body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const content = messages.filter((message) => message.role === 'user').at(-1)?.content;
  return typeof content === 'string' ? content : '';
}

/** The comments an analysis request asks about: the JSON array after its 'Comentarios' line. */
export function commentsOf(request: RecordedRequest): FakeComment[] {
  const lines = userMessage(request).split('\n');
  const at = lines.findIndex((line) => line.startsWith('Comentarios (JSON'));
  return at < 0 ? [] : (JSON.parse(lines[at + 1] ?? '[]') as FakeComment[]);
}

/**
 * The answer to an analysis request: a good analysis of every comment it asks about, each with
 * what `each` says of it (fields over the good ones, or 'skip' to leave it out).
 */
export function analysesReply(
  request: RecordedRequest,
  each: (comment: FakeComment) => Record<string, unknown> | 'skip' = () => ({}),
): FakeReply {
  const analyses = commentsOf(request).flatMap((comment) => {
    const said = each(comment);
    return said === 'skip' ? [] : [{ id: comment.id, ...goodAnalysis(said) }];
  });
  return { kind: 'text', text: JSON.stringify({ analyses }) };
}
