import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiMessages } from './messages';

/**
 * The one place an error becomes a response: an HTTPException keeps its status and message,
 * anything else is logged to stderr and answered with a generic 500, so no stack trace, SQL or
 * driver message ever reaches a client.
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: error.message || apiMessages.invalidInput }, error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ error: apiMessages.internal }, 500);
};

export const notFound: NotFoundHandler = (c) => c.json({ error: apiMessages.notFound }, 404);
