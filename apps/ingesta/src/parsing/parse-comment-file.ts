import { type CsvParseOptions, parseCsvComments } from './csv-comments';
import { parseJsonComments } from './json-comments';
import { type ParseOutcome, fileKind } from './parse-outcome';
import { readText } from './text-encoding';

export interface FileParseOptions extends CsvParseOptions {
  /** A workbook's sheet to read instead of its first. */
  sheet?: string;
}

/**
 * Parses a picked or dropped file by its extension: CSV in streamed chunks, JSON whole, a
 * workbook with SheetJS, loaded only then. What the worker runs, and the main thread when no
 * worker can start.
 */
export async function parseCommentFile(
  file: File,
  options: FileParseOptions = {},
): Promise<ParseOutcome> {
  const kind = fileKind(file.name);
  if (!kind) return { ok: false, problem: 'unsupported' };
  if (kind === 'csv') return parseCsvComments(file, options);
  if (kind === 'xlsx') {
    const { parseXlsxComments } = await import('./xlsx-comments');
    return parseXlsxComments(file, options);
  }
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  options.onProgress?.({ fraction: 1, rows: 0 });
  return parseJsonComments(text);
}
