import type { MiddlewareHandler } from 'hono';
import { apiMessageInEnglish } from '../../http/messages';
import { requestLanguage } from '../../http/request-language';

/**
 * Answers the API's error texts in English to a request that asks in English, whichever part
 * refused it (session, body limit, a route, the error handler): every `{ error }` body passes
 * through here, so a new message only needs its English line in messages.ts.
 */
export function englishErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || requestLanguage(c) !== 'en') return;
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => null);
    if (!isErrorBody(body)) return;
    const english = apiMessageInEnglish(body.error);
    if (english === body.error) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ ...body, error: english }), {
      status: c.res.status,
      headers,
    });
  };
}

function isErrorBody(body: unknown): body is { error: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}
