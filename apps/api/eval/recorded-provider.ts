import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Recorded answers of an AI provider, so the AI path's eval runs without a key and gives the
 * same figures every time: a recording proxy on loopback passes each request to the provider
 * and writes its answer down; a replaying server answers each request from what was written,
 * by a hash of the request. One file per provider, model and prompt version (`recordingFile`).
 */

interface Recorded {
  key: string;
  status: number;
  body: string;
}

export interface LoopbackProvider {
  /** The base URL to give the analyser, as AI_BASE_URL. */
  readonly baseUrl: string;
  /** Requests the recording did not hold (replay only): the eval says so. */
  readonly misses: number;
  close(): Promise<void>;
}

const keyOf = (path: string, body: string) =>
  createHash('sha256').update(`${path}\n${body}`).digest('hex');

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function serve(
  handle: (path: string, body: string, headers: IncomingMessage['headers']) => Promise<Recorded>,
  pathPrefix: string,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await bodyOf(request);
      const answer = await handle(request.url ?? '', body, request.headers);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${pathPrefix}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path part of a provider's base URL ('/v1' of OpenAI's), kept on the loopback side. */
const pathOf = (baseUrl: string) => new URL(baseUrl).pathname.replace(/\/+$/, '');

/**
 * A loopback proxy to the provider at `baseUrl` that appends every answer to `file`. The
 * request's headers (the key among them) pass through and are never written.
 */
export async function startRecordingProxy(
  baseUrl: string,
  file: string,
): Promise<LoopbackProvider> {
  const origin = new URL(baseUrl).origin;
  const served = await serve(async (path, body, headers) => {
    const forwarded = Object.fromEntries(
      Object.entries(headers).flatMap(([name, value]) =>
        typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)
          ? [[name, value]]
          : [],
      ),
    );
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: forwarded, body });
    const answer = { key: keyOf(path, body), status: response.status, body: await response.text() };
    // Only answers worth replaying: a failure would be replayed as one for ever.
    if (response.ok) appendFileSync(file, `${JSON.stringify(answer)}\n`);
    return answer;
  }, pathOf(baseUrl));
  return { ...served, misses: 0 };
}

/** A loopback server answering from `file`; a request it does not hold gets a 500. */
export async function startReplayServer(
  file: string,
  pathPrefix: string,
): Promise<LoopbackProvider> {
  const answers = new Map<string, Recorded>();
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const recorded = JSON.parse(line) as Recorded;
      answers.set(recorded.key, recorded);
    }
  }
  let misses = 0;
  const served = await serve(async (path, body) => {
    const recorded = answers.get(keyOf(path, body));
    if (recorded) return recorded;
    misses += 1;
    return {
      key: '',
      status: 500,
      body: JSON.stringify({ error: { message: 'not recorded', type: 'server_error' } }),
    };
  }, pathPrefix);
  return {
    ...served,
    get misses() {
      return misses;
    },
  };
}

/** Where the answers of one provider, model and prompt version are kept. */
export function recordingFile(
  dir: string,
  provider: string,
  model: string,
  prompt: string,
): string {
  const version = createHash('sha256').update(prompt).digest('hex').slice(0, 8);
  const safe = (part: string) => part.replace(/[^\w.-]+/g, '_');
  return `${dir}/${safe(provider)}__${safe(model)}__prompt-${version}.jsonl`;
}
