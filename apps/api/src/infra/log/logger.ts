import { type DestinationStream, type Logger, pino } from 'pino';
import { DEFAULT_LOG_LEVEL, type LogLevel } from './log-level';
import { loggedError } from './logged-error';

export type { Logger };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the JSON lines go; stdout by default. Tests pass an in-memory stream. */
  destination?: DestinationStream;
}

/**
 * A pino logger writing one JSON object per line: `level` as a word, `time` in ISO 8601, `msg`,
 * and errors under `err` through `loggedError`, which drops the data they carry.
 *
 * @example
 * const log = createLogger({ level: 'debug' });
 * log.info({ jobId }, 'job started');
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? DEFAULT_LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: loggedError },
    },
    // Synchronous: the lines written just before `process.exit` must not be lost.
    options.destination ?? pino.destination({ fd: 1, sync: true }),
  );
}

/** Logs nothing: for tests, and what an app gets when its caller passes no logger. */
export const silentLogger = createLogger({ level: 'silent' });
