import { read, utils, type WorkSheet } from '@e965/xlsx';
import type { ParseProgress } from './csv-comments';
import type { ParseOutcome } from './parse-outcome';
import { TableComments } from './table-comments';

export interface XlsxParseOptions {
  /** The sheet to read; the first when absent or not in the workbook. */
  sheet?: string;
  onProgress?: (progress: ParseProgress) => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

// An .xlsx file is a ZIP archive; Excel 97–2003 files renamed to .xlsx are OLE compound files.
// SheetJS reads any other bytes as a one-column text sheet, so they are refused here.
const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

function isWorkbook(bytes: Uint8Array): boolean {
  return WORKBOOK_SIGNATURES.some((signature) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
}

/**
 * A cell as the text a CSV export would hold. SheetJS builds dates in local time, so a date is
 * written from its local fields: a day alone as `2024-05-01`, with a time as `2024-05-01 09:30`.
 */
function cellText(value: unknown): string {
  if (value instanceof Date) {
    const day = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    const time = value.getHours() + value.getMinutes() + value.getSeconds();
    return time === 0 ? day : `${day} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function sheetRows(sheet: WorkSheet): string[][] {
  const rows = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: false,
  });
  return rows.map((row) => row.map(cellText));
}

/**
 * The comments of an `.xlsx` workbook's sheet, read like a CSV file of the same rows: the first
 * non-empty row is the header. The outcome names the workbook's sheets and the one
 * read, so the page can offer the others.
 *
 * @example await parseXlsxComments(file, { sheet: 'Comentarios' })
 */
export async function parseXlsxComments(
  input: Blob,
  options: XlsxParseOptions = {},
): Promise<ParseOutcome> {
  let names: string[];
  let rows: string[][];
  let chosen: string;
  try {
    const bytes = new Uint8Array(await input.arrayBuffer());
    if (!isWorkbook(bytes)) return { ok: false, problem: 'unreadable' };
    names = read(bytes, { type: 'array', bookSheets: true }).SheetNames;
    chosen =
      options.sheet !== undefined && names.includes(options.sheet) ? options.sheet : names[0]!;
    if (chosen === undefined) return { ok: false, problem: 'noValidComments' };
    options.onProgress?.({ fraction: 0.5, rows: 0 });
    const book = read(bytes, { type: 'array', dense: true, cellDates: true, sheets: chosen });
    rows = sheetRows(book.Sheets[chosen]!);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const sheets = { names, chosen };
  const table = new TableComments();
  const [header, ...data] = rows;
  if (header === undefined) return { ok: false, problem: 'noValidComments', sheets };
  if (!table.readHeader(header)) return { ok: false, problem: 'noCommentColumn', sheets };
  table.addRows(data);
  options.onProgress?.({ fraction: 1, rows: data.length });
  return { ...table.outcome(), sheets };
}
