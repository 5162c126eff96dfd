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

/**
 * The process's logger, for infrastructure that has no dependencies passed in (the database
 * pool, the job queue). `server.ts` sets its level from `LOG_LEVEL` once the configuration is
 * read; a child made before that would keep the default level, so modules log through this one.
 */
export const logger = createLogger();

/** Logs nothing: what an app gets when its caller passes no logger (tests). */
export const silentLogger = createLogger({ level: 'silent' });
