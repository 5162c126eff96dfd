import { type CsvColumns, findCsvColumns } from './columns';
import { CommentCollector } from './comment-piece';
import type { ParseOutcome } from './parse-outcome';

/**
 * The comments of a table read row by row (a CSV file, a spreadsheet's sheet): the first row is
 * the header and decides the columns; each later row is one piece.
 */
export class TableComments {
  private columns: CsvColumns | null = null;
  private readonly collector = new CommentCollector();

  /** Reads the header row; false when it names no comment column. */
  readHeader(row: readonly string[]): boolean {
    this.columns = findCsvColumns(row);
    return this.columns !== null;
  }

  get hasHeader(): boolean {
    return this.columns !== null;
  }

  addRows(rows: readonly (readonly string[])[]): void {
    const { text, author, date, platform } = this.columns!;
    for (const row of rows) {
      this.collector.add({
        text: row[text],
        author: author === undefined ? undefined : row[author],
        date: date === undefined ? undefined : row[date],
        platform: platform === undefined ? undefined : row[platform],
      });
    }
  }

  /** The outcome once every row is in: an empty table or only short pieces hold no comment. */
  outcome(): ParseOutcome {
    const { comments, tooShort } = this.collector;
    if (comments.length === 0) return { ok: false, problem: 'noValidComments' };
    return { ok: true, comments, tooShort };
  }
}
