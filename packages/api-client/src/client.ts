import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { ApiError, answerLanguage, refusedCallError } from './api-error';
import { type Endpoint, type EndpointName, endpoints, fillPath } from './contract';
import { errorMessages } from './messages';
import { refusalCodeOf } from './schemas/refusal';
import { API_PREFIX } from './contract/api-prefix';

export interface ApiClientOptions {
  /** Origin (or origin + prefix) the API is served from; `/functions/v1/` is appended. */
  baseUrl: string | URL;
  /** The session id to send as `x-session-id`, read at each call. */
  getSessionId: () => string | null;
  /** The interface language, sent as Accept-Language so the API's error texts follow it. */
  getLanguage?: () => string | null;
  /** Called when a data call answers 401: the session is gone. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined>;

/** A path or query value as sent: a coerced number may be given as a number or as its text. */
type WireValue<V> = unknown extends V ? string | number : V;
type Wire<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: WireValue<z.input<S>[K]> } : never;

/** One part of a call's input, optional when everything in it is. */
type Part<K extends string, T> = [T] extends [never]
  ? unknown
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of `E` sends: its path parameters, its query and its body, as `E` declares them. */
export type CallInput<E extends Endpoint> = Part<'params', Wire<E['params']>> &
  Part<'query', Wire<E['query']>> &
  Part<'body', E['body'] extends z.ZodType ? z.input<E['body']> : never>;

/** What a call of `E` answers: the parsed JSON, or the file of a CSV export. */
export type CallAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : DownloadedFile;

/** The client's method for `E`; its input may be left out when nothing in it is required. */
type Method<E extends Endpoint> =
  object extends CallInput<E>
    ? (input?: CallInput<E>) => Promise<CallAnswer<E>>
    : (input: CallInput<E>) => Promise<CallAnswer<E>>;

/** One method per endpoint of the contract, by its name. */
export type ApiClient = { readonly [N in EndpointName]: Method<(typeof endpoints)[N]> };

/** The input of any call, as the methods hand it over. */
interface AnyCallInput {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

/**
 * The one client for every Réplica endpoint, one method per entry of the contract: validates what
 * it sends and what it receives with the entry's zod schemas and turns every failure into an
 * {@link ApiError} with the entry's catalogue text.
 *
 * @example
 * const api = createApiClient({ baseUrl: location.origin, getSessionId: currentSessionId });
 * const { items } = await api.templates({ query: { industry: 'Marca Personal' } });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: new URL(`${API_PREFIX.slice(1)}/`, ensureTrailingSlash(options.baseUrl)).toString(),
    retry: 0,
    timeout: 120_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const sessionId = options.getSessionId();
          if (sessionId) request.headers.set('x-session-id', sessionId);
        },
      ],
    },
  });

  /**
   * The interface language, read once per call: sent as Accept-Language, and the language the
   * error of a refused call says the server answered in.
   */
  function askedLanguage() {
    const tag = options.getLanguage?.() ?? null;
    return { headers: tag ? { 'accept-language': tag } : {}, answeredIn: answerLanguage(tag) };
  }

  /**
   * Calls `endpoint` with its method and path, checking the body with its schema before anything
   * leaves and the answer with its response schema.
   */
  async function call(endpoint: Endpoint, input: AnyCallInput): Promise<unknown> {
    const fallback = errorMessages[endpoint.failure];
    const json = endpoint.body ? validBody(endpoint.body, input.body ?? {}) : undefined;
    const language = askedLanguage();
    let response: Response;
    try {
      response = await http(relativePath(endpoint, input.params), {
        method: endpoint.method,
        headers: language.headers,
        ...(json === undefined ? {} : { json }),
        ...(input.query ? { searchParams: definedOnly(input.query) } : {}),
      });
    } catch {
      throw new ApiError(fallback, 0);
    }
    if (!response.ok) {
      if (response.status === 401 && !endpoint.answersUnauthorized) options.onUnauthorized?.();
      const body: unknown = await response.json().catch(() => undefined);
      throw refusedCallError(response.status, body, fallback, language.answeredIn);
    }
    if (endpoint.response === 'csv') return downloaded(response, endpoint);
    const parsed = endpoint.response.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(fallback, response.status);
    return parsed.data;
  }

  /** A file the API streamed (CSV exports), handed back whole for the browser to save. */
  async function downloaded(response: Response, endpoint: Endpoint): Promise<DownloadedFile> {
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename =
      /filename="([^"]+)"/.exec(disposition)?.[1] ?? endpoint.path.split('/').at(-1) ?? 'export';
    try {
      return { blob: await response.blob(), filename };
    } catch {
      throw new ApiError(errorMessages[endpoint.failure], response.status);
    }
  }

  /**
   * Parses a request body before it leaves, so bad input never reaches the network: refused
   * with the issue's text, and its code when the refusal is one of the schema's own.
   */
  function validBody(schema: z.ZodType, input: unknown): unknown {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const code = issue && refusalCodeOf(issue);
    throw new ApiError(issue?.message ?? 'Datos inválidos', 400, undefined, code);
  }

  const methods = Object.entries(endpoints).map(([name, endpoint]: [string, Endpoint]) => [
    name,
    async (input: AnyCallInput = {}) => call(endpoint, input),
  ]);
  return Object.fromEntries(methods) as ApiClient;
}

/** A downloaded file and the name the server suggests for it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The endpoint's path under the client's `functions/v1/` prefix (ky wants no leading slash). */
function relativePath(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return fillPath(endpoint.path, params).slice(1);
}

function ensureTrailingSlash(base: string | URL): string {
  const text = base.toString();
  return text.endsWith('/') ? text : `${text}/`;
}

function definedOnly(params: Record<string, string | number | boolean | undefined>) {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number | boolean] => {
      return entry[1] !== undefined;
    }),
  );
}
