import { DrizzleQueryError } from 'drizzle-orm';

/** An error as the log shows it: what went wrong and where, none of the data it carried. */
export interface LoggedError {
  type: string;
  message: string;
  /** SQLSTATE or Node's code (`ECONNREFUSED`), when there is one. */
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

// Deep enough for drizzle → pg → socket; a cycle of causes must not loop.
const MAX_CAUSES = 5;

/**
 * pino's `err` serializer. Only the type, message, code and stack frames are kept: the default
 * serializer copies every property, and a driver's error carries the statement's parameters
 * (password hashes, session ids, comment text) and PostgreSQL's `detail` with the row's values.
 *
 * @example logger.error({ err: error }, 'request failed');
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const type = error.name;
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  return {
    type,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: loggedError(error.cause, depth + 1) }
      : {}),
  };
}

/**
 * The messages of an error and its causes on one line (`Failed query: … ← connect ECONNREFUSED`),
 * for failures that repeat on every request, such as the database being away, where a stack per
 * request would bury the log.
 */
export function errorChain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const messages = [safeMessage(error)];
  let cause = error.cause;
  for (let depth = 0; cause instanceof Error && depth < MAX_CAUSES; depth += 1) {
    messages.push(safeMessage(cause));
    cause = cause.cause;
  }
  return messages.join(' ← ');
}

// Drizzle's message ends with `params: …`, the values bound to the statement.
function safeMessage(error: Error): string {
  return error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
}
