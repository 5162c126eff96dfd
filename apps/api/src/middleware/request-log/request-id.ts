import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// Long enough to be unique, short and plain enough that a caller cannot push text of its own
// (new lines, JSON, a pasted secret) into every log line of the request.
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id a request is logged and answered under: the caller's `X-Request-Id` when well formed
 * (a proxy or client tracing a call across services), a new UUID otherwise.
 *
 * @example requestIdFor(c.req.header(REQUEST_ID_HEADER));
 */
export function requestIdFor(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID();
}
