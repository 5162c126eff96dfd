import { type CsvParseOptions, parseCsvComments } from './csv-comments';
import { parseJsonComments } from './json-comments';
import { type ParseOutcome, fileKind } from './parse-outcome';

/**
 * Parses a picked or dropped file by its extension: CSV in streamed chunks, JSON whole. What the
 * worker runs, and the main thread when no worker can start.
 */
export async function parseCommentFile(
  file: File,
  options: CsvParseOptions = {},
): Promise<ParseOutcome> {
  const kind = fileKind(file.name);
  if (!kind) return { ok: false, problem: 'unsupported' };
  if (kind === 'csv') return parseCsvComments(file, options);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  options.onProgress?.({ fraction: 1, rows: 0 });
  return parseJsonComments(text);
}
