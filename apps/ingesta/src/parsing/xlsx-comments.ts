import { read, utils, type WorkSheet } from '@e965/xlsx';
import type { ParseProgress } from './csv-comments';
import type { ParseOutcome } from './parse-outcome';
import { TableComments } from './table-comments';
import { binaryFormat, binaryLine } from './binary-content';
import { zipUnpackedSize } from './zip-size';
import { WORKBOOK_LIMITS, type WorkbookLimits } from './workbook-limits';

export interface XlsxParseOptions {
  /** The sheet to read; the first when absent or not in the workbook. */
  sheet?: string;
  onProgress?: (progress: ParseProgress) => void;
  limits?: WorkbookLimits;
}

// Enough of a file that is no workbook to tell whether it is text.
const CHECKED_SIZE = 4096;

const pad = (value: number) => String(value).padStart(2, '0');

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

/**
 * Whether the sheet, read up to one row past the cap, goes past it: it holds a value in that row,
 * or its stated range (which SheetJS keeps as `!fullref` when it stops early) runs further, which
 * covers data that resumes after blank rows.
 */
function passesRowCap(sheet: WorkSheet, maxRows: number): boolean {
  const past = sheet['!data']?.[maxRows];
  if (past?.some((cell) => cell?.v !== undefined && cell.v !== '')) return true;
  const stated = sheet['!fullref'];
  return stated !== undefined && utils.decode_range(stated).e.r >= maxRows;
}

/** The sheet's rows as text, each with the number a spreadsheet shows it under. */
function sheetRows(sheet: WorkSheet): Array<{ cells: string[]; number: number }> {
  if (!sheet['!ref']) return [];
  const firstRow = utils.decode_range(sheet['!ref']).s.r;
  const rows = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  return rows.map((row, index) => ({ cells: row.map(cellText), number: firstRow + index + 1 }));
}

/** Why bytes named .xlsx are no workbook: they read as text, start like another format, or not. */
function notWorkbook(bytes: Uint8Array): ParseOutcome {
  const looksLike = binaryFormat(bytes);
  if (looksLike) return { ok: false, problem: 'notWorkbook', looksLike };
  const head = new TextDecoder().decode(bytes.subarray(0, CHECKED_SIZE));
  const text = head.length > 0 && binaryLine(head) === null;
  return { ok: false, problem: 'notWorkbook', looksLike: text ? 'text' : null };
}

/**
 * The comments of an `.xlsx` workbook's sheet, read like a CSV file of the same rows: the first
 * non-empty row is the header. The outcome names the workbook's sheets and the one read, so the
 * page can offer the others. A workbook over the size caps is refused before it is unpacked, and
 * a sheet is read only up to one row past the row cap, then refused if that row holds data.
 *
 * @example await parseXlsxComments(file, { sheet: 'Comentarios' })
 */
export async function parseXlsxComments(
  input: Blob,
  options: XlsxParseOptions = {},
): Promise<ParseOutcome> {
  const limits = options.limits ?? WORKBOOK_LIMITS;
  if (input.size > limits.maxBytes)
    return {
      ok: false,
      problem: 'workbookTooLarge',
      bytes: input.size,
      maxBytes: limits.maxBytes,
      unpacked: false,
    };
  let names: string[];
  let sheet: WorkSheet;
  let chosen: string;
  try {
    const bytes = new Uint8Array(await input.arrayBuffer());
    const format = binaryFormat(bytes);
    // SheetJS reads any other bytes as a one-column text sheet, so they are refused here. Excel
    // 97–2003 files renamed to .xlsx are OLE compound files, which SheetJS reads.
    if (format !== 'zip' && format !== 'ole') return notWorkbook(bytes);
    const unpacked = format === 'zip' ? zipUnpackedSize(bytes) : null;
    if (unpacked !== null && unpacked > limits.maxUnpackedBytes)
      return {
        ok: false,
        problem: 'workbookTooLarge',
        bytes: unpacked,
        maxBytes: limits.maxUnpackedBytes,
        unpacked: true,
      };
    names = read(bytes, { type: 'array', bookSheets: true }).SheetNames;
    chosen =
      options.sheet !== undefined && names.includes(options.sheet) ? options.sheet : names[0]!;
    if (chosen === undefined)
      return {
        ok: false,
        problem: 'noValidComments',
        tooShort: 0,
        skipped: { total: 0, listed: [] },
      };
    options.onProgress?.({ fraction: 0.5, rows: 0 });
    const book = read(bytes, {
      type: 'array',
      dense: true,
      cellDates: true,
      sheets: chosen,
      // SheetJS leaves the cells of later rows unread.
      sheetRows: limits.maxRows + 1,
    });
    sheet = book.Sheets[chosen]!;
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const sheets = { names, chosen };
  if (passesRowCap(sheet, limits.maxRows))
    return { ok: false, problem: 'tooManyRows', maxRows: limits.maxRows, sheets };
  const table = new TableComments();
  const rows = sheetRows(sheet);
  for (const row of rows) table.addRow(row.cells, row.number);
  options.onProgress?.({ fraction: 1, rows: rows.length });
  return { ...table.outcome(), sheets };
}
