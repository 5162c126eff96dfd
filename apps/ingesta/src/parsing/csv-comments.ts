import Papa from 'papaparse';
import type { ParseOutcome } from './parse-outcome';
import { blobTextStream } from './blob-text-stream';
import { TableComments } from './table-comments';
import { type CsvFormat, csvFormat } from './header-format';
import { type TextEncoding, detectTextEncoding } from './text-encoding';

/** How far a parse has come: the share of the input read and the data rows seen. */
export interface ParseProgress {
  fraction: number;
  rows: number;
}

export interface CsvParseOptions {
  onProgress?: (progress: ParseProgress) => void;
  /** Characters per chunk; smaller chunks report progress more often. */
  chunkSize?: number;
}

const DEFAULT_CHUNK_SIZE = 1024 * 1024;
// Enough of the file to hold its header row.
const HEAD_SIZE = 64 * 1024;
// Control characters other than tab, newline and carriage return, and the replacement character
// a decoder leaves for bytes that are not UTF-8: plenty of them means the file is not text.
const MAX_NOT_TEXT_SHARE = 0.1;

function isNotText(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd;
}

function looksBinary(rows: readonly string[][]): boolean {
  let length = 0;
  let suspicious = 0;
  for (const row of rows) {
    for (const cell of row) {
      for (let index = 0; index < cell.length; index += 1) {
        const code = cell.charCodeAt(index);
        if (code === 0) return true;
        if (isNotText(code)) suspicious += 1;
      }
      length += cell.length;
    }
  }
  return length > 0 && suspicious / length > MAX_NOT_TEXT_SHARE;
}

/**
 * Parses a CSV file (or its text) in chunks with papaparse: the first row is the header and
 * decides the columns, and also the delimiter (`,`, `;`, tab or `|`) and the line
 * break, so a file reads the same whatever its chunk size; quoted fields may hold delimiters,
 * quotes and newlines; a file is read in its encoding (UTF-8 with or without a byte-order mark,
 * UTF-16 or Windows-1252). Runs the same in a worker, on the main
 * thread and in Node.
 *
 * @example const outcome = await parseCsvComments(file, { onProgress: ({ fraction }) => … });
 */
export async function parseCsvComments(
  input: Blob | string,
  options: CsvParseOptions = {},
): Promise<ParseOutcome> {
  let head: string;
  let encoding: TextEncoding = 'utf-8';
  try {
    if (typeof input === 'string') head = input.slice(0, HEAD_SIZE);
    else {
      encoding = await detectTextEncoding(input);
      // The decoder drops a byte order mark; a character cut at the end is the parser's to read.
      head = new TextDecoder(encoding).decode(await input.slice(0, HEAD_SIZE).arrayBuffer());
    }
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return parseInFormat(input, csvFormat(head), encoding, options);
}

function parseInFormat(
  input: Blob | string,
  format: CsvFormat,
  encoding: TextEncoding,
  options: CsvParseOptions,
): Promise<ParseOutcome> {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const stream = typeof input === 'string' ? null : blobTextStream(input, chunkSize, encoding);
  const totalSize = typeof input === 'string' ? input.length : input.size;
  const table = new TableComments();
  let failure: ParseOutcome | null = null;
  let rows = 0;

  return new Promise((resolve) => {
    const handleChunk = (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      let data = results.data;
      if (!table.hasHeader) {
        const header = data[0];
        if (!header) return;
        if (looksBinary(data.slice(0, 200))) failure = { ok: false, problem: 'unreadable' };
        else if (!table.readHeader(header)) failure = { ok: false, problem: 'noCommentColumn' };
        if (failure) {
          stream?.stop();
          parser.abort();
          return;
        }
        data = data.slice(1);
      }
      table.addRows(data);
      rows += data.length;
      const cursor = stream ? stream.bytesRead : results.meta.cursor;
      options.onProgress?.({
        fraction: totalSize > 0 ? Math.min(1, cursor / totalSize) : 1,
        rows,
      });
    };

    const config = {
      header: false,
      skipEmptyLines: 'greedy' as const,
      delimiter: format.delimiter,
      newline: format.newline,
      chunkSize,
      chunk: handleChunk,
      // An empty file, a header alone or only short pieces hold no comment.
      complete: () => resolve(failure ?? table.outcome()),
      error: () => resolve({ ok: false, problem: 'unreadable' }),
    };
    if (stream) Papa.parse<string[]>(stream as unknown as NodeJS.ReadableStream, config);
    else Papa.parse<string[]>(input as string, config);
  });
}
