import type { ImportedComment } from '@replica/api-client/schemas';
import type { BinaryFormat } from './binary-content';

/**
 * A row of a table (numbered as a spreadsheet shows it, the header included) or an item of a
 * JSON list (numbered from 1) left out of the import because a value it holds is over a limit.
 */
export interface SkippedRow {
  place: 'row' | 'item';
  number: number;
  /** The column's header or the JSON field's name; null for a JSON item that is a bare string. */
  field: string | null;
  length: number;
  max: number;
}

/** The rows left out: how many, and the first of them (a long list would flood the screen). */
export interface SkippedRows {
  total: number;
  listed: SkippedRow[];
}

/** What a file gave: its comments, how many pieces were too short and which rows were skipped. */
export interface FileComments {
  comments: ImportedComment[];
  tooShort: number;
  skipped: SkippedRows;
}

/** Why a file gave no comments, with where and by how much; each has its text in the file tab. */
export type FileRefusal =
  /** Not one of the accepted kinds; `extension` as written, `''` when the name has none. */
  | { problem: 'unsupported'; extension: string }
  /** Bytes that are not text: a known format by its signature, else where the text breaks. */
  | { problem: 'binary'; looksLike: BinaryFormat | null; line: number }
  /** JSON that does not parse, at the first character that breaks it (or at its end). */
  | { problem: 'brokenJson'; line: number; column: number; atEnd: boolean }
  /** An .xlsx whose bytes are no workbook: text, another known format, or unknown. */
  | { problem: 'notWorkbook'; looksLike: BinaryFormat | 'text' | null }
  /** A workbook over the size cap, as a file or once unpacked. */
  | { problem: 'workbookTooLarge'; bytes: number; maxBytes: number; unpacked: boolean }
  /** A workbook's sheet with data past its row cap. */
  | { problem: 'tooManyRows'; maxRows: number }
  /** The header row names no comment column: where it was and what it held. */
  | { problem: 'noCommentColumn'; row: number; header: string[] }
  /** Nothing to import: every piece too short or skipped, or none at all. */
  | ({ problem: 'noValidComments' } & Omit<FileComments, 'comments'>)
  /** The file could not be read: damaged, locked with a password, or gone while read. */
  | { problem: 'unreadable' };

export type FileProblem = FileRefusal['problem'];

/** A workbook's sheets and the one read. */
export interface SheetChoice {
  names: string[];
  chosen: string;
}

/** A parsed file: its comments, or why it gave none; a workbook also names its sheets. */
export type ParseOutcome = (({ ok: true } & FileComments) | ({ ok: false } & FileRefusal)) & {
  sheets?: SheetChoice;
};
