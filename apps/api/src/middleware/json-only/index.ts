import type { MiddlewareHandler } from 'hono';
import { ApiFailure } from '../../http/api-errors';

const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Whether a request carries a body, by its HTTP framing: a body always comes with a non-zero
 * Content-Length or chunked Transfer-Encoding (the Node adapter gives every DELETE a body stream,
 * even an empty one, so the stream itself cannot tell).
 */
function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

/**
 * Refuses request bodies that are not declared JSON with 415, before anything reads them. A
 * cross-site HTML form can only send urlencoded, multipart or text/plain bodies, so it can never
 * reach a handler; a page that wants to send JSON must pass CORS first.
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (hasBody(c.req.raw.headers) && !JSON_MEDIA_TYPE.test(contentType)) {
      throw new ApiFailure(415, 'json_only');
    }
    await next();
  };
}
