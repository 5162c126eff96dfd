import { type CsvColumns, findCsvColumns } from './columns';
import { CommentCollector, type FieldNames, shownName } from './comment-piece';
import type { ParseOutcome } from './parse-outcome';

// A refused header is shown as read: its first cells, each cut short.
const HEADER_CELLS_SHOWN = 12;

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * The comments of a table read row by row (a CSV file, a spreadsheet's sheet): the first row
 * that is not blank is the header and decides the columns; each later row is one piece. Rows
 * keep the numbers a spreadsheet shows them under, blank ones counted, so a skipped row is named
 * where its owner finds it.
 */
export class TableComments {
  private columns: CsvColumns | null = null;
  private names: FieldNames = {};
  private refusedHeader: { row: number; header: string[] } | null = null;
  private readonly collector = new CommentCollector('row');

  /** The header read, until a header names no comment column: the table is refused from then. */
  get refused(): boolean {
    return this.refusedHeader !== null;
  }

  /** Takes the row numbered `number`; a blank row holds no piece. */
  addRow(row: readonly string[], number: number): void {
    if (this.refused || isBlank(row)) return;
    if (this.columns) {
      const { text, author, date, platform } = this.columns;
      this.collector.add(
        {
          text: row[text],
          author: author === undefined ? undefined : row[author],
          date: date === undefined ? undefined : row[date],
          platform: platform === undefined ? undefined : row[platform],
        },
        number,
        this.names,
      );
      return;
    }
    this.columns = findCsvColumns(row);
    if (!this.columns) {
      this.refusedHeader = { row: number, header: row.slice(0, HEADER_CELLS_SHOWN).map(shownName) };
      return;
    }
    const name = (index: number | undefined) => (index === undefined ? undefined : row[index]);
    this.names = {
      text: name(this.columns.text),
      author: name(this.columns.author),
      date: name(this.columns.date),
      platform: name(this.columns.platform),
    };
  }

  /** The outcome once every row is in: an empty table or only short pieces hold no comment. */
  outcome(): ParseOutcome {
    if (this.refusedHeader) return { ok: false, problem: 'noCommentColumn', ...this.refusedHeader };
    return this.collector.outcome();
  }
}
