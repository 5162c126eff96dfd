/**
 * Which CSV column holds what (spec §5): the header row decides, by substrings of its lowercase
 * cells. Only the comment column is required.
 */
export interface CsvColumns {
  text: number;
  author: number | undefined;
  date: number | undefined;
  platform: number | undefined;
}

const TEXT_KEYS = ['comment', 'text', 'mensaje'];
const AUTHOR_KEYS = ['author', 'autor', 'user'];
const DATE_KEYS = ['date', 'fecha'];
const PLATFORM_KEYS = ['platform', 'plataforma', 'source'];

/** A cell of the header row, without a UTF-8 byte order mark, spaces or case. */
export function normaliseHeaderCell(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

function findColumn(header: readonly string[], keys: readonly string[], taken: Set<number>) {
  const index = header.findIndex(
    (cell, column) => !taken.has(column) && keys.some((key) => cell.includes(key)),
  );
  if (index === -1) return undefined;
  taken.add(index);
  return index;
}

/**
 * The columns a header row names, or null when none holds the comments. The comment column is
 * chosen first, so a header such as `user_comment` is the text and not the author.
 *
 * @example findCsvColumns(['Autor', 'Mensaje']) // { text: 1, author: 0, … }
 */
export function findCsvColumns(headerRow: readonly string[]): CsvColumns | null {
  const header = headerRow.map(normaliseHeaderCell);
  const taken = new Set<number>();
  const text = findColumn(header, TEXT_KEYS, taken);
  if (text === undefined) return null;
  return {
    text,
    author: findColumn(header, AUTHOR_KEYS, taken),
    date: findColumn(header, DATE_KEYS, taken),
    platform: findColumn(header, PLATFORM_KEYS, taken),
  };
}

/** JSON field names per spec §5, matched without regard to case. */
export const JSON_FIELDS = {
  text: ['comment', 'text', 'mensaje', 'content'],
  author: ['author', 'autor', 'user', 'username'],
  date: ['date', 'fecha', 'created_at'],
  platform: ['platform', 'plataforma', 'source'],
} as const;
