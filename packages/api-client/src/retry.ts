/** How a call is tried again after it fails. */
export interface RetryOptions {
  /** Attempts after the first one, at most. */
  retries: number;
  /** The wait before the first retry, doubled before each next one. */
  backoffMs: number;
  /** Whether a failure is worth another attempt; any other ends the call with it at once. */
  retryable: (error: unknown) => boolean;
  /**
   * The wait a retryable failure asks for itself (an HTTP `Retry-After`), taken instead of the
   * backoff; undefined keeps the backoff. Throwing here ends the call with that error instead,
   * for a wait too long to sit through.
   */
  askedWaitMs?: ((error: unknown) => number | undefined) | undefined;
  /**
   * Cuts a wait short. The attempt after it still runs and decides what the abort means: an
   * attempt that is no longer wanted throws at once, one that must finish is sent sooner.
   */
  signal?: AbortSignal | undefined;
}

/**
 * Runs `attempt` until it resolves, trying it again after each retryable failure, `retries`
 * times at most, with exponential backoff (`backoffMs`, then twice that, …) or the wait the
 * failure asked for. The last failure is what the call fails with. Each attempt is told how
 * many came before it, for a message that says how many were made.
 *
 * @example
 * const run = await withRetries(() => getRun(runId), {
 *   retries: 2,
 *   backoffMs: 500,
 *   retryable: (error) => error instanceof NetworkError,
 * });
 */
export async function withRetries<T>(
  attempt: (retry: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt(retry);
    } catch (error) {
      if (retry >= options.retries || !options.retryable(error)) throw error;
      const backoffMs = options.backoffMs * 2 ** retry;
      await pause(options.askedWaitMs?.(error) ?? backoffMs, options.signal);
    }
  }
}

/** Waits `ms`, or less once `signal` aborts; never rejects. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
