import Papa from 'papaparse';
import type { ParseOutcome } from './parse-outcome';
import { blobTextStream } from './blob-text-stream';
import { TableComments } from './table-comments';
import { type CsvFormat, csvFormat } from './header-format';
import { type TextEncoding, detectTextEncoding } from './text-encoding';
import { binaryFormat, binaryLine } from './binary-content';

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
// The text checked for binary content: what the head holds in any encoding (4 bytes a character
// at most), so a text and its bytes are checked alike.
const CHECKED_TEXT_SIZE = 16 * 1024;

/**
 * Parses a CSV file (or its text) in chunks with papaparse: the first row is the header and
 * decides the columns, and also the delimiter (`,`, `;`, tab or `|`) and the line
 * break, so a file reads the same whatever its chunk size; quoted fields may hold delimiters,
 * quotes and newlines; a file is read in its encoding (UTF-8 with or without a byte-order mark,
 * UTF-16 or Windows-1252). A file that is not text (a PDF, a workbook renamed .csv, control
 * characters) is refused as binary, and a row with a value over the longest the server stores is
 * skipped and listed by its number. Runs the same in a worker, on the main thread and in Node.
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
      const bytes = new Uint8Array(await input.slice(0, HEAD_SIZE).arrayBuffer());
      const looksLike = binaryFormat(bytes);
      if (looksLike) return { ok: false, problem: 'binary', looksLike, line: 1 };
      encoding = await detectTextEncoding(input);
      // The decoder drops a byte order mark; a character cut at the end is the parser's to read.
      head = new TextDecoder(encoding).decode(bytes);
    }
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const line = binaryLine(head.slice(0, CHECKED_TEXT_SIZE));
  if (line !== null) return { ok: false, problem: 'binary', looksLike: null, line };
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
  // Every record counts, blank ones too, so a row's number is the one a spreadsheet shows.
  let rows = 0;

  return new Promise((resolve) => {
    const handleChunk = (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      for (const row of results.data) {
        rows += 1;
        table.addRow(row, rows);
      }
      if (table.refused) {
        stream?.stop();
        parser.abort();
        return;
      }
      const cursor = stream ? stream.bytesRead : results.meta.cursor;
      options.onProgress?.({
        fraction: totalSize > 0 ? Math.min(1, cursor / totalSize) : 1,
        rows,
      });
    };

    const config = {
      header: false,
      skipEmptyLines: false,
      delimiter: format.delimiter,
      newline: format.newline,
      chunkSize,
      chunk: handleChunk,
      // An empty file, a header alone or only short pieces hold no comment.
      complete: () => resolve(table.outcome()),
      error: () => resolve({ ok: false, problem: 'unreadable' }),
    };
    if (stream) Papa.parse<string[]>(stream as unknown as NodeJS.ReadableStream, config);
    else Papa.parse<string[]>(input as string, config);
  });
}
