/** How the rows of a CSV file end. */
export type LineBreak = '\r\n' | '\n' | '\r';

/** The delimiters a file may use, in the order that breaks a tie. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** What the header row says about the whole file. */
export interface CsvFormat {
  delimiter: CsvDelimiter;
  /** Undefined when `head` ends before the header row does: the parser guesses. */
  newline: LineBreak | undefined;
}

/**
 * Reads the delimiter and the line break from the header row alone (the first row is
 * the header and decides the columns). The delimiter is the one that splits the header into the
 * most cells, outside double quotes; the line break is the first CR, LF or CRLF outside them.
 * papaparse would guess both from its first chunk, so a small chunk cut inside a quoted comment
 * could change how the whole file is read; the header row cannot be cut that way.
 *
 * @example csvFormat('fecha;comment\r\n"uno, dos";ana') // { delimiter: ';', newline: '\r\n' }
 */
export function csvFormat(head: string): CsvFormat {
  const counts = new Map<string, number>();
  let quoted = false;
  let newline: LineBreak | undefined;
  for (let index = 0; index < head.length; index += 1) {
    const character = head[index]!;
    if (character === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (character === '\n') newline = '\n';
    else if (character === '\r') {
      // A CR at the very end of `head` may be half a CRLF: leave the guess to the parser.
      if (index + 1 < head.length) newline = head[index + 1] === '\n' ? '\r\n' : '\r';
      break;
    } else counts.set(character, (counts.get(character) ?? 0) + 1);
    if (newline) break;
  }
  let delimiter: CsvDelimiter = CSV_DELIMITERS[0];
  for (const candidate of CSV_DELIMITERS) {
    if ((counts.get(candidate) ?? 0) > (counts.get(delimiter) ?? 0)) delimiter = candidate;
  }
  return { delimiter, newline };
}
