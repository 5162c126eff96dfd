import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { apiMessages } from './messages';

// Seconds a client is asked to wait before trying again while the database is unreachable.
const DATABASE_RETRY_AFTER_S = 5;

/**
 * The one place an error becomes a response: an HTTPException keeps its status and message (a
 * 5xx one only when it is a 503, something the server says it cannot do now),
 * the database being unreachable is a 503 the client may retry, anything else is logged to
 * stderr and answered with a generic 500, so no stack trace, SQL or driver message ever reaches a
 * client.
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException && (error.status < 500 || error.status === 503)) {
    return c.json({ error: error.message || apiMessages.invalidInput }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`${c.req.method} ${c.req.path}: database unavailable:`, describe(error));
    return c.json({ error: apiMessages.databaseUnavailable }, 503, {
      'Retry-After': String(DATABASE_RETRY_AFTER_S),
    });
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ error: apiMessages.internal }, 500);
};

export const notFound: NotFoundHandler = (c) => c.json({ error: apiMessages.notFound }, 404);

/** One line for the log: a database outage would otherwise print a stack per request. */
function describe(error: unknown): string {
  const messages: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(' ← ');
}
