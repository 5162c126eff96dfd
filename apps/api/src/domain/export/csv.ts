/** Excel reads a CSV as UTF-8 only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** What a CSV cell can hold; null and undefined are an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text starting with =, +, -, @, tab or CR gets a leading ' so a spreadsheet shows it
 * instead of running it. Numbers are written as they are: we produce them, they are not text a
 * commenter typed, and a negative sentiment must stay a number.
 *
 * @example csvField('=1+1') // "'=1+1"
 * @example csvField('dijo "caro", luego') // '"dijo ""caro"", luego"'
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'boolean' ? String(value) : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
