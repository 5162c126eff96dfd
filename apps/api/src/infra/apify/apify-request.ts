import { withRetries } from '@replica/api-client/retry';
import type { ApifyConnection } from './apify-config';
import { ApifyError } from '../../domain/scraping/scraper-api';
import { apifyErrorFromAnswer, apifyErrorFromNetwork } from './apify-error';

export interface ApifyRequest {
  method: 'GET' | 'POST';
  /** Under `/v2/`, already encoded: `acts/user~name/runs`. */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Seconds the server is asked to hold the answer (`waitForFinish`), added to the timeout. */
  waitSeconds?: number;
}

export interface ApifyAnswer {
  body: unknown;
  headers: Headers;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const MAX_RETRIES = 2;
const DEFAULT_RETRY_BASE_MS = 500;

// A GET changes nothing, so it is safe to repeat when the connection dropped (a keep-alive socket
// the server closed just as it was reused) or Apify asked to slow down or failed on its side.
// A POST that starts a run is never repeated: the first may have started it.
const isRetryable = (error: ApifyError) =>
  error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * One call to Apify's API v2 with the token as a bearer header (never in the URL, which proxies
 * log). Resolves with the parsed JSON of a 2xx answer; anything else is an {@link ApifyError}.
 * GETs are retried twice on network errors, 429 and 5xx, with exponential backoff.
 *
 * @example const { body } = await apifyRequest(connection, { method: 'GET', path: 'actor-runs/abc' });
 */
export async function apifyRequest(
  connection: ApifyConnection,
  request: ApifyRequest,
): Promise<ApifyAnswer> {
  return withRetries(() => attempt(connection, request), {
    retries: request.method === 'GET' ? MAX_RETRIES : 0,
    backoffMs: connection.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
    retryable: (error) => error instanceof ApifyError && !error.timedOut && isRetryable(error),
  });
}

async function attempt(connection: ApifyConnection, request: ApifyRequest): Promise<ApifyAnswer> {
  const url = new URL(`v2/${request.path}`, withTrailingSlash(connection.baseUrl));
  for (const [name, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(name, String(value));
  }
  const timeoutMs =
    (connection.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS) + (request.waitSeconds ?? 0) * 1000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${connection.token}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: controller.signal,
    });
    // Read under the same timeout: a server may send its headers and then stall.
    const text = await response.text();
    if (!response.ok) throw apifyErrorFromAnswer(response.status, text);
    try {
      return { body: JSON.parse(text) as unknown, headers: response.headers };
    } catch {
      throw new ApifyError('la respuesta de Apify no es JSON', response.status);
    }
  } catch (error) {
    if (error instanceof ApifyError) throw error;
    throw apifyErrorFromNetwork(error, controller.signal.aborted, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
