/**
 * Why an AI call gave no usable analysis. `message` is the short Spanish text stored as the
 * analysis's fallback_reason, so it must stay short and free of secrets. `blocksMs` says that
 * no call can succeed for that long (a rejected key, an exhausted account, a long retry-after):
 * the circuit breaker then fails the calls after it at once instead of sending each one.
 */
export class AiError extends Error {
  override name = 'AiError';
  readonly blocksMs: number;
  /** The provider's HTTP status, when it answered with an error. */
  readonly status: number | undefined;
  /**
   * `blocksMs` is a wait the provider asked for (a long retry-after on a rate limit or an
   * overload), not something a person must fix: background work waits it out (ProviderAskedToWait).
   */
  readonly waitAsked: boolean;
  constructor(
    message: string,
    {
      blocksMs = 0,
      status,
      waitAsked = false,
    }: { blocksMs?: number; status?: number; waitAsked?: boolean } = {},
  ) {
    super(message);
    this.blocksMs = blocksMs;
    this.status = status;
    this.waitAsked = waitAsked;
  }
}

/** The fallback reason for any error: an AiError says its own, anything else is unexpected. */
export function fallbackReasonOf(error: unknown): string {
  if (error instanceof AiError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `error inesperado: ${detail}`.slice(0, 200);
}

/**
 * A call stopped because its work is no longer wanted (a cancelled job, a stopping worker): not
 * a failure to fall back from, so the comment is left for whoever does the work again.
 */
export class AiCallAborted extends Error {
  override name = 'AiCallAborted';
}
