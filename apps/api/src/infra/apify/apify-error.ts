import { z } from 'zod';
import { ApifyError } from '../../domain/scraping/scraper-api';

/** Apify's error body: `{"error": {"type": "record-not-found", "message": "Actor was not found"}}`. */
const apifyErrorBodySchema = z.object({
  error: z.object({ type: z.string().optional(), message: z.string().optional() }),
});

/** The error of a non-2xx answer, from its body when Apify explained itself. */
export function apifyErrorFromAnswer(status: number, bodyText: string): ApifyError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const parsed = apifyErrorBodySchema.safeParse(body);
  const message = parsed.success ? parsed.data.error.message : undefined;
  return new ApifyError(
    message?.trim() || `Apify respondió HTTP ${status}`,
    status,
    parsed.success ? parsed.data.error.type : undefined,
  );
}

/** The error of a request that got no answer: refused connection, DNS, timeout. */
export function apifyErrorFromNetwork(error: unknown, timedOut: boolean, timeoutMs: number) {
  if (timedOut) return new ApifyError(`Apify no respondió en ${timeoutMs} ms`, 0, undefined, true);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApifyError(`no se pudo conectar con Apify (${reason})`, 0);
}
