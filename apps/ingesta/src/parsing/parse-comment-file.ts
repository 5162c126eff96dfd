import { type CsvParseOptions, parseCsvComments } from './csv-comments';
import { fileExtension, fileKind } from './file-kinds';
import { parseJsonComments } from './json-comments';
import type { ParseOutcome } from './parse-outcome';
import { readText } from './text-encoding';
import { SIGNATURE_SIZE, binaryFormat } from './binary-content';

export interface FileParseOptions extends CsvParseOptions {
  /** A workbook's sheet to read instead of its first. */
  sheet?: string;
}

async function parseJsonFile(file: File, options: FileParseOptions): Promise<ParseOutcome> {
  let text: string;
  try {
    const looksLike = binaryFormat(
      new Uint8Array(await file.slice(0, SIGNATURE_SIZE).arrayBuffer()),
    );
    if (looksLike) return { ok: false, problem: 'binary', looksLike, line: 1 };
    text = await readText(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  options.onProgress?.({ fraction: 1, rows: 0 });
  return parseJsonComments(text);
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
  if (!kind) return { ok: false, problem: 'unsupported', extension: fileExtension(file.name) };
  if (kind === 'csv') return parseCsvComments(file, options);
  if (kind === 'xlsx') {
    const { parseXlsxComments } = await import('./xlsx-comments');
    return parseXlsxComments(file, options);
  }
  return parseJsonFile(file, options);
}
