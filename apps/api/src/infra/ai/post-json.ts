import { withRetries } from '@replica/api-client/retry';
import type { AiCallOutcome } from './ai-config';
import { AiCallAborted, AiError } from './ai-error';
import { providerFailure } from './provider-error';

export interface PostJsonOptions {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  retryBaseMs: number;
  /**
   * Waits before each attempt, retries included (the shared per-minute budget); what it returns
   * is told how the attempt was answered: the success body, or undefined for an error answer,
   * which the provider does not bill. An attempt with no answer (a timeout, a network error) may
   * have been billed and is not told.
   */
  beforeAttempt?: (() => Promise<AttemptAnswered>) | undefined;
  /** Told how each attempt ended and how long it took, in seconds. */
  observeAttempt?: ((outcome: AiCallOutcome, seconds: number) => void) | undefined;
  /** Aborts the call, its retries and waits included (AiCallAborted). */
  signal?: AbortSignal | undefined;
}

/** Told an attempt's success body, or undefined when the provider answered an error. */
export type AttemptAnswered = (body: unknown) => Promise<void>;

const MAX_RETRIES = 2;
// A provider asking to wait longer than this is treated as down for as long as it asks: this
// call fails, and the circuit breaker fails the next ones at once until then. A person waiting
// gets the rules' analysis at once; a background job waits (`ProviderAskedToWait`).
const MAX_RETRY_AFTER_MS = 10_000;
// How long a key, account or model that needs a person stops every call before one tries again.
const NEEDS_A_PERSON_PAUSE_MS = 60_000;

const isRefusal = (status: number) => status >= 400 && status < 500;

/** An attempt that got no answer within its timeout, told apart for the metrics. */
class AttemptTimedOut extends AiError {
  override name = 'AttemptTimedOut';
}

/** `retry-after` in seconds or as an HTTP date, in ms; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

async function attempt(options: PostJsonOptions): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(options.body),
      signal: options.signal
        ? AbortSignal.any([controller.signal, options.signal])
        : controller.signal,
    });
    // The body is read under the same timeout: a server may send headers and then stall.
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
  } catch (error) {
    if (options.signal?.aborted) throw new AiCallAborted('llamada detenida');
    if (controller.signal.aborted) {
      throw new AttemptTimedOut(`tiempo agotado (${options.timeoutMs} ms)`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new AiError(`error de red: ${cause instanceof Error ? cause.message : String(cause)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** A failed answer worth another attempt (rate limit, overload, 5xx), with the wait it asked for. */
class RetryableAnswer extends AiError {
  constructor(
    message: string,
    readonly reason: string,
    status: number,
    readonly askedMs: number | undefined,
  ) {
    super(message, { status });
  }
}

/**
 * POSTs JSON and returns the parsed JSON answer. Retries twice on rate limits, overload and 5xx
 * with exponential backoff, honouring `retry-after` up to a cap; a timeout or network error is
 * not retried, as the same comment would likely wait as long again. A failure says why in the
 * provider's terms read from its error body (provider-error.ts), never in its own words.
 */
export async function postJson(options: PostJsonOptions): Promise<unknown> {
  return withRetries((retry) => askOnce(options, retry), {
    retries: MAX_RETRIES,
    backoffMs: options.retryBaseMs,
    retryable: (error) => error instanceof RetryableAnswer,
    askedWaitMs: (error) => (error instanceof RetryableAnswer ? askedWait(error) : undefined),
    signal: options.signal,
  });
}

/** One attempt, after the per-minute budget: its answer, or why it failed, told to the metrics. */
async function askOnce(options: PostJsonOptions, retry: number): Promise<unknown> {
  const stopIfAborted = () => {
    if (options.signal?.aborted) throw new AiCallAborted('llamada detenida');
  };
  stopIfAborted();
  const answered = await options.beforeAttempt?.();
  if (options.signal?.aborted) {
    // Stopped while it waited for the budget: nothing was sent, so nothing was billed.
    await answered?.(undefined);
    stopIfAborted();
  }
  const started = performance.now();
  const observe = (outcome: AiCallOutcome) =>
    options.observeAttempt?.(outcome, (performance.now() - started) / 1000);
  let response: Answer;
  try {
    response = await attempt(options);
  } catch (error) {
    observe(error instanceof AttemptTimedOut ? 'timeout' : 'error');
    throw error;
  }
  if (response.status >= 200 && response.status < 300) {
    let answer: unknown;
    try {
      answer = JSON.parse(response.text) as unknown;
    } catch {
      observe('error');
      throw new AiError('la respuesta HTTP no es JSON');
    }
    observe('ok');
    await answered?.(answer);
    return answer;
  }
  observe(isRefusal(response.status) ? 'refused' : 'error');
  await answered?.(undefined);
  const failure = providerFailure(response.status, response.text);
  const tries = retry === 0 ? '' : `, ${retry + 1} intentos`;
  const said = `${failure.reason} (HTTP ${response.status}${tries})`;
  const { status } = response;
  if (failure.needsAPerson) {
    throw new AiError(said, { blocksMs: NEEDS_A_PERSON_PAUSE_MS, status });
  }
  if (!failure.retryable) throw new AiError(said, { status });
  const asked = retryAfterMs(response.retryAfter, Date.now());
  throw new RetryableAnswer(said, failure.reason, status, asked);
}

/** The wait the provider asked for, when short enough to wait out; a longer one fails the call. */
function askedWait({ reason, status, askedMs }: RetryableAnswer): number | undefined {
  if (askedMs !== undefined && askedMs > MAX_RETRY_AFTER_MS) {
    throw new AiError(`${reason} (HTTP ${status}, espera pedida ${Math.ceil(askedMs / 1000)} s)`, {
      blocksMs: askedMs,
      status,
      waitAsked: true,
    });
  }
  return askedMs;
}
