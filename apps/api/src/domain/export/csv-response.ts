import { CSV_CONTENT_TYPE } from '@replica/api-client/schemas';
import type { Context } from 'hono';

/**
 * A streamed CSV download named `<kind>-<industry>-<day>.csv`; the industry is folded to ASCII
 * letters, digits and dashes so the name is safe in a header and on every file system. Made
 * through the context, so it keeps the headers set before the handler (middleware/preset-headers).
 */
export function csvResponse(
  c: Context,
  kind: string,
  industry: string,
  now: Date,
  body: ReadableStream<Uint8Array>,
): Response {
  const slug =
    industry
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'industria';
  const filename = `${kind}-${slug}-${now.toISOString().slice(0, 10)}.csv`;
  return c.body(body, 200, {
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}
