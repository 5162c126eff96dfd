/**
 * Why an AI call gave no usable analysis. `message` is the short Spanish text stored as the
 * analysis's fallback_reason, so it must stay short and free of secrets.
 */
export class AiError extends Error {
  override name = 'AiError';
}

/** The fallback reason for any error: an AiError says its own, anything else is unexpected. */
export function fallbackReasonOf(error: unknown): string {
  if (error instanceof AiError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `error inesperado: ${detail}`.slice(0, 200);
}
