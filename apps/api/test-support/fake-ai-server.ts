import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiProvider } from '../src/infra/ai/ai-config';

/**
 * What the fake answers one request with: a model's text, an HTTP error, a 200 whose body is
 * whatever is given (not necessarily JSON), or nothing at all.
 */
export type FakeReply =
  | { kind: 'text'; text: string }
  | { kind: 'raw'; body: string }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
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
  close(): Promise<void>;
}

/** The provider's success body around a model's text, in its real wire format. */
export function wireBody(provider: AiProvider, text: string): unknown {
  return provider === 'anthropic'
    ? { id: 'msg_fake', type: 'message', role: 'assistant', content: [{ type: 'text', text }] }
    : {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
      };
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

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
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
      response.end(JSON.stringify({ error: { message: 'fake failure' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      answer.kind === 'raw' ? answer.body : JSON.stringify(wireBody(provider, answer.text)),
    );
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: provider === 'anthropic' ? origin : `${origin}/v1`,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; closing them lets the server stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A model answer that satisfies the schema, with `overrides` for the cases that must not. */
export function goodAnswer(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    objection_tag: 'precio',
    emotion: 'frustración',
    sentiment: -0.6,
    pain_cluster_label: 'costo mensual alto',
    why1: 'Dice que no puede pagar 500 dólares al mes.',
    why2: 'Su presupuesto mensual no alcanza.',
    why3: 'No ve un retorno que compense el gasto.',
    why4: 'Nadie le mostró el valor frente al costo.',
    why5: 'La oferta no explica su retorno.',
    root_cause: 'El valor percibido es menor que el precio.',
    ...overrides,
  });
}
