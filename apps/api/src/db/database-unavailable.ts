// SQLSTATE classes and codes that mean "the server cannot be reached or is going away", not
// "this query is wrong": 08 connection exception, 57P01-57P03 shutdown and startup, 53300 too
// many connections (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
// Errors of the socket under the driver.
const UNAVAILABLE_SYSCALL = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only, without a code.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/**
 * Whether an error (or any error it was caused by, as drizzle wraps the driver's) means the
 * database is down or unreachable, so the request may succeed if tried again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth += 1) {
    // fetch wraps a refused connection in TypeError('fetch failed'): another service's outage
    // (AI provider, Apify) must not be reported as the database's.
    if (typeof current !== 'object' || current instanceof TypeError) return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = cause;
  }
  return false;
}
