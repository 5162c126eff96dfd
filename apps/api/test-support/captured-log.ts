import { type Logger, createLogger } from '../src/infra/log/logger';

/** One line of the log, parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

export interface CapturedLog {
  /** The real logger (`infra/log`), writing to memory instead of stdout. */
  readonly logger: Logger;
  /** Everything written so far, as written. */
  text(): string;
  lines(): LogLine[];
  /** The access lines of `requestLog`, one per request. */
  accessLines(): LogLine[];
}

/**
 * A logger whose JSON lines tests can read back.
 *
 * @example
 * const log = capturedLog();
 * const app = createApp({ database, logger: log.logger });
 */
export function capturedLog(): CapturedLog {
  let written = '';
  const logger = createLogger({
    level: 'info',
    destination: {
      write: (line: string) => {
        written += line;
      },
    },
  });
  const lines = () =>
    written
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);
  return {
    logger,
    text: () => written,
    lines,
    accessLines: () => lines().filter((line) => line.msg === 'request'),
  };
}
