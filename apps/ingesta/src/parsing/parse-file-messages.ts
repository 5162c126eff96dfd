import type { ParseProgress } from './csv-comments';
import type { ParseOutcome } from './parse-outcome';

/** What the page sends the parsing worker. */
export interface WorkerRequest {
  file: File;
  /** A workbook's sheet to read instead of its first. */
  sheet?: string;
}

/** What the parsing worker answers: progress while reading, then the outcome once. */
export type WorkerReply =
  { type: 'progress'; progress: ParseProgress } | { type: 'done'; outcome: ParseOutcome };
