import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { errorChain } from '../infra/log/logged-error';
import { requestLogger } from '../middleware/request-log';
import { type ApiErrorCode, ApiFailure, type FailureOptions, errorBody } from './api-errors';
import { requestLanguage } from './request-language';

// Seconds a client is asked to wait before trying again while the database is unreachable.
const DATABASE_RETRY_AFTER_S = 5;

/**
 * Answers `{error, code}` with the catalogue's text of `code` in the request's language.
 *
 * @example return errorResponse(c, 415, 'json_only');
 */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  options?: FailureOptions,
  headers?: Record<string, string>,
): Response {
  return c.json(errorBody(code, requestLanguage(c), options), status, headers);
}

// The code of an HTTPException thrown without one (by a library): by its status.
const CODE_BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  413: 'body_too_large',
  415: 'json_only',
};

/**
 * The one place an error becomes a response: an ApiFailure answers its status and code, any
 * other HTTPException its status and message (a 5xx one only when it is a 503, something the
 * server says it cannot do now),
 * the database being unreachable is a 503 the client may retry, anything else is logged with its
 * stack and answered with a generic 500, so no stack trace, SQL or driver message ever reaches a
 * client.
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiFailure) return errorResponse(c, error.status, error.code, error.options);
  if (error instanceof HTTPException && (error.status < 500 || error.status === 503)) {
    const code = CODE_BY_STATUS[error.status] ?? 'invalid_input';
    return errorResponse(c, error.status, code, error.message ? { text: error.message } : {});
  }
  if (isDatabaseUnavailable(error)) {
    // One line, no stack: an outage would otherwise print a stack per request.
    requestLogger(c).error(
      { method: c.req.method, route: routePath(c), reason: errorChain(error) },
      'database unavailable',
    );
    return errorResponse(c, 503, 'database_unavailable', undefined, {
      'Retry-After': String(DATABASE_RETRY_AFTER_S),
    });
  }
  requestLogger(c).error(
    { err: error, method: c.req.method, route: routePath(c) },
    'request failed',
  );
  return errorResponse(c, 500, 'internal_error');
};

export const notFound: NotFoundHandler = (c) => errorResponse(c, 404, 'not_found');
