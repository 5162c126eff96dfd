import {
  type ImportedComment,
  MAX_COMMENT_LENGTH,
  MIN_COMMENT_LENGTH,
} from '@replica/api-client/schemas';
import type { ParseOutcome, SkippedRow } from './parse-outcome';

/** Skipped rows listed one by one; past these only their number is kept. */
export const MAX_LISTED_SKIPS = 100;

/** The longest value a piece may send: the server stores no comment text longer. */
export const MAX_VALUE_LENGTH = MAX_COMMENT_LENGTH;

// A name shown in a refusal (a column's header, a JSON key) is cut short past this.
const NAME_SHOWN = 60;

/** A header cell or key as a refusal shows it: trimmed and cut short. */
export function shownName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > NAME_SHOWN ? `${trimmed.slice(0, NAME_SHOWN - 1)}…` : trimmed;
}

/** A value without surrounding spaces or one pair of surrounding quotes. */
export function cleanValue(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : '';
  const trimmed = value.trim();
  const quoted = /^(["'])([\s\S]*)\1$/.exec(trimmed);
  return quoted ? quoted[2]!.trim() : trimmed;
}

const FIELDS = ['text', 'author', 'date', 'platform'] as const;
type Field = (typeof FIELDS)[number];

/** A piece's values, by field. */
export type PieceValues = { text: unknown } & Partial<Record<Exclude<Field, 'text'>, unknown>>;
/** The column header or JSON key each field came from, to say where a value is too long. */
export type FieldNames = Partial<Record<Field, string>>;

/**
 * Collects the pieces of a file: drops those under the spec's minimum length, and skips and lists
 * those with a value over the longest the server stores, so the rest still import.
 */
export class CommentCollector {
  readonly comments: ImportedComment[] = [];
  tooShort = 0;
  private readonly skipped: SkippedRow[] = [];
  private skippedTotal = 0;

  /** `place` numbers the pieces: rows of a table, or items of a JSON list. */
  constructor(private readonly place: SkippedRow['place']) {}

  /** Adds the piece at `number` (its row or item); `names` say where each value came from. */
  add(values: PieceValues, number: number, names: FieldNames = {}): void {
    const text = cleanValue(values.text);
    if (text.length < MIN_COMMENT_LENGTH) {
      this.tooShort += 1;
      return;
    }
    const comment: ImportedComment = { text };
    for (const field of FIELDS) {
      const value = field === 'text' ? text : cleanValue(values[field]);
      if (value.length > MAX_VALUE_LENGTH) {
        this.skip({
          place: this.place,
          number,
          field: names[field] === undefined ? null : shownName(names[field]),
          length: value.length,
          max: MAX_VALUE_LENGTH,
        });
        return;
      }
      if (value && field !== 'text') comment[field] = value;
    }
    this.comments.push(comment);
  }

  private skip(row: SkippedRow): void {
    this.skippedTotal += 1;
    if (this.skipped.length < MAX_LISTED_SKIPS) this.skipped.push(row);
  }

  /** The outcome once every piece is in: without a comment to import, the file is refused. */
  outcome(): ParseOutcome {
    const { tooShort } = this;
    const skipped = { total: this.skippedTotal, listed: this.skipped };
    if (this.comments.length === 0)
      return { ok: false, problem: 'noValidComments', tooShort, skipped };
    return { ok: true, comments: this.comments, tooShort, skipped };
  }
}
