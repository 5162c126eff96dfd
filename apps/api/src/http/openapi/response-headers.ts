import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { REQUEST_ID_HEADER } from '../../middleware/request-log/request-id';

const REQUEST_ID = 'RequestId';
const RETRY_AFTER = 'RetryAfter';
const RETRY_AFTER_IF_SENT = 'RetryAfterIfSent';

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers the responses below refer to, as components of the document. */
export function registerResponseHeaders(registry: OpenAPIRegistry): void {
  registry.registerComponent('headers', REQUEST_ID, {
    description:
      "The request's id, as the server logged it: the caller's own `X-Request-Id` when it is " +
      '8 to 128 letters, digits, `.`, `_` or `-`, a new UUID otherwise.',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{8,128}$' },
  });
  const seconds = { type: 'string', pattern: '^[0-9]+$' } as const;
  registry.registerComponent('headers', RETRY_AFTER, {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: seconds,
  });
  registry.registerComponent('headers', RETRY_AFTER_IF_SENT, {
    description:
      'Seconds to wait before trying again; sent with `database_unavailable`, a passing outage.',
    schema: seconds,
  });
}

/** The headers every response carries. */
export const everyResponseHeaders = { [REQUEST_ID_HEADER]: ref(REQUEST_ID) };

/** The headers of an error response of `status`: 429 says when to try again, 503 may. */
export function errorHeaders(status: number) {
  if (status === 429) return { ...everyResponseHeaders, 'Retry-After': ref(RETRY_AFTER) };
  if (status === 503) return { ...everyResponseHeaders, 'Retry-After': ref(RETRY_AFTER_IF_SENT) };
  return everyResponseHeaders;
}
