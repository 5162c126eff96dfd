// @vitest-environment node
import {
  type ImportedComment,
  MAX_COMMENT_LENGTH,
  MIN_COMMENT_LENGTH,
} from '@replica/api-client/schemas';
import {
  TRICKY_TEXTS,
  decodedBytes,
  deeplyNestedJson,
  hostileJson,
  hostileText,
  hugeText,
} from '@replica/api-client/testing';
import fc from 'fast-check';
import Papa from 'papaparse';
import { refusalText } from '../file/refusal-text';
import { ingestaTexts } from '../texts';
import { JSON_FIELDS } from './columns';
import { parseCommentFile } from './parse-comment-file';
import { parseCsvComments } from './csv-comments';
import { parseJsonComments } from './json-comments';
import type { TextEncoding } from './text-encoding';
import { parseXlsxComments } from './xlsx-comments';
import { encodeText } from '../test/encode-text';
import type { ParseOutcome, SkippedRows } from './parse-outcome';

const RUNS = 10_000;
// A few seconds each on an idle machine; room for a CI machine busy with other suites.
const FUZZ_OPTIONS = { timeout: 120_000 };
// A property that takes longer than this on one input has hung.
const PER_INPUT_MS = 2_000;
const settings = { numRuns: RUNS, timeout: PER_INPUT_MS, markInterruptAsFailure: true };

// What the file tab shows for a refusal (file-tab.tsx), in Spanish.
const file = ingestaTexts.es.file;

/** Every skipped row is over the limit, numbered, and counted. */
function skipsAreSound({ total, listed }: SkippedRows): boolean {
  return (
    total >= listed.length &&
    listed.every((row) => row.length > row.max && row.max === MAX_COMMENT_LENGTH && row.number >= 1)
  );
}

/**
 * The invariants of every outcome: an accepted comment is clean and within the limits, a refusal
 * says why in words. A boolean rather than expect() calls, which cost more than the parse itself
 * in 10,000 runs; fast-check prints the input that made it false.
 */
function isSound(outcome: ParseOutcome): boolean {
  if (!outcome.ok) {
    const lines = refusalText(file, outcome, outcome.sheets?.chosen);
    const skipped = outcome.problem === 'noValidComments' ? outcome.skipped : null;
    return (
      lines.length > 0 &&
      lines.every((line) => /\S/.test(line) && !line.includes('undefined')) &&
      (skipped === null || skipsAreSound(skipped))
    );
  }
  const trimmed = (value: string) => value.length > 0 && value === value.trim();
  const withinLimit = (value: string | undefined) =>
    value === undefined || (trimmed(value) && value.length <= MAX_COMMENT_LENGTH);
  return (
    outcome.comments.length > 0 &&
    Number.isInteger(outcome.tooShort) &&
    outcome.tooShort >= 0 &&
    skipsAreSound(outcome.skipped) &&
    outcome.comments.every(
      ({ text, author, date, platform }) =>
        withinLimit(text) &&
        text.length >= MIN_COMMENT_LENGTH &&
        [author, date, platform].every(withinLimit),
    )
  );
}

/** A value loses its surrounding spaces and one pair of surrounding quotes. */
function cleaned(cell: string): string {
  const trimmed = cell.trim();
  const quote = trimmed[0];
  const quoted =
    trimmed.length >= 2 && (quote === '"' || quote === "'") && trimmed.at(-1) === quote;
  return quoted ? trimmed.slice(1, -1).trim() : trimmed;
}

function expected(rows: readonly (readonly string[])[]): ImportedComment[] {
  return rows
    .map(([text = '', author = '', date = '', platform = '']) => ({
      text: cleaned(text),
      ...(cleaned(author) && { author: cleaned(author) }),
      ...(cleaned(date) && { date: cleaned(date) }),
      ...(cleaned(platform) && { platform: cleaned(platform) }),
    }))
    .filter((comment) => comment.text.length >= MIN_COMMENT_LENGTH);
}

// Cell text a person writes: any printable grapheme, quotes, delimiters, line breaks, emoji and
// right-to-left marks, but no control characters (a file full of those is refused as binary).
function isWritten(character: string): boolean {
  const code = character.charCodeAt(0);
  const control = (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f;
  return !control && code !== 0xfffd && (code < 0xd800 || code > 0xdfff);
}
const written = (text: string) => Array.from(text).filter(isWritten).join('');
const printable = TRICKY_TEXTS.filter((piece) => written(piece) === piece);
const cellText = fc.oneof(
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc
    .array(fc.oneof(fc.constantFrom(...printable), fc.string({ maxLength: 12 })), { maxLength: 6 })
    .map((parts) => written(parts.join(''))),
);
// Rows with something visible in them: papaparse drops blank lines, so they are not comments.
const csvRow = fc
  .tuple(cellText, cellText, cellText, cellText)
  .filter((row) => row.join('').trim() !== '');

/** A well-formed CSV file: a header naming the four spec columns, rows of person-written text. */
const csvFile = fc.record({
  header: fc.constantFrom(
    ['comment', 'author', 'date', 'platform'],
    ['Mensaje', 'Autor', 'Fecha', 'Plataforma'],
    ['User Comment', 'username', 'created date', 'Source'],
    ['TEXT', 'USER', 'FECHA', 'SOURCE'],
    ['Comentario', 'Nombre', 'Publicado', 'Red social'],
    ['Reseñas', 'USUARIO', 'timestamp', 'canal'],
    ['Review body', 'User name', 'Created', 'Channel'],
  ),
  rows: fc.array(csvRow, { maxLength: 12 }),
  delimiter: fc.constantFrom(',', ';', '\t', '|'),
  newline: fc.constantFrom('\n', '\r\n'),
  quotes: fc.boolean(),
  bom: fc.boolean(),
});
type CsvFile = typeof csvFile extends fc.Arbitrary<infer T> ? T : never;

function csvText({ header, rows, delimiter, newline, quotes, bom }: CsvFile): string {
  const body = Papa.unparse({ fields: [...header], data: rows }, { delimiter, newline, quotes });
  return (bom ? '\uFEFF' : '') + body;
}

// JSON documents: arrays of strings and of records named by the spec fields in any case.
const fieldName = (names: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.boolean())
    .map(([name, upper]) => (upper ? name.toUpperCase() : name));
const jsonItem = fc.oneof(
  { arbitrary: fc.oneof(cellText, hostileText()), weight: 2 },
  fc
    .tuple(
      fieldName(JSON_FIELDS.text),
      fc.oneof(cellText, hostileText(), fc.integer(), fc.constant(null)),
      fc.option(fc.tuple(fieldName(JSON_FIELDS.author), hostileJson())),
      fc.option(fc.tuple(fieldName(JSON_FIELDS.date), hostileJson())),
    )
    .map(([textKey, text, author, date]) =>
      Object.fromEntries([[textKey, text], ...(author ? [author] : []), ...(date ? [date] : [])]),
    ),
  { arbitrary: hostileJson([...JSON_FIELDS.text, ...JSON_FIELDS.author]), weight: 1 },
);
const jsonDocument = fc.oneof(
  fc.array(jsonItem, { maxLength: 6 }),
  fc.array(jsonItem, { maxLength: 6 }).map((comments) => ({ comments })),
  jsonItem,
);

const anyText = fc.oneof(
  { arbitrary: hostileText(200), weight: 4 },
  { arbitrary: decodedBytes(300), weight: 2 },
  { arbitrary: csvFile.map(csvText), weight: 3 },
  { arbitrary: jsonDocument.map((document) => JSON.stringify(document)), weight: 3 },
  { arbitrary: hostileJson().map((value) => JSON.stringify(value) ?? ''), weight: 2 },
  { arbitrary: deeplyNestedJson, weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);

describe('file parser under generated input', FUZZ_OPTIONS, () => {
  it('answers every picked file with clean comments or a known file problem, never a throw', async () => {
    const fileName = fc.oneof(
      fc.constantFrom(
        'comentarios.csv',
        'COMENTARIOS.CSV',
        'export.json',
        'x.JSON',
        'libro.xlsx',
        'notas.txt',
        '.csv',
        'csv',
      ),
      hostileText(20),
    );
    const content = fc.oneof(
      anyText,
      fc.uint8Array({ maxLength: 400 }),
      csvFile.map((csv) => new TextEncoder().encode(csvText(csv))),
    );
    await fc.assert(
      fc.asyncProperty(fileName, content, async (name, body) => {
        const outcome = await parseCommentFile(new File([body], name), { chunkSize: 1_024 });
        expect(isSound(outcome)).toBe(true);
        if (!/\.(csv|json|xlsx)$/i.test(name.trim()))
          expect(outcome).toMatchObject({ ok: false, problem: 'unsupported' });
      }),
      settings,
    );
  });

  it('reads back every row of a well-formed CSV, whatever its delimiter, quoting and text', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, async (csv) => {
        const outcome = await parseCsvComments(csvText(csv));
        expect(isSound(outcome)).toBe(true);
        const comments = expected(csv.rows);
        const counts = {
          tooShort: csv.rows.length - comments.length,
          skipped: { total: 0, listed: [] },
        };
        if (comments.length === 0) {
          expect(outcome).toEqual({ ok: false, problem: 'noValidComments', ...counts });
          return;
        }
        expect(outcome).toEqual({ ok: true, comments, ...counts });
      }),
      settings,
    );
  });

  it('skips and lists every row with a value over the limit by its number, importing the rest', async () => {
    // Values around the limit, of one- and two-unit characters and of quotes a cell may lose.
    const longValue = fc
      .tuple(fc.constantFrom('a', 'ñ', '😀', '"', "'"), fc.integer({ min: 4_990, max: 5_010 }))
      .map(([character, length]) => character.repeat(Math.ceil(length / character.length)));
    const row = fc
      .tuple(csvRow, fc.option(fc.tuple(fc.nat(3), longValue), { freq: 2 }))
      .map(([cells, long]) => {
        if (!long) return cells;
        const [column, value] = long;
        return cells.map((cell, index) => (index === column ? value : cell)) as typeof cells;
      });
    const file = fc.record({
      csv: csvFile,
      rows: fc.array(row, { maxLength: 12 }),
      chunkSize: fc.integer({ min: 64, max: 4_096 }),
    });
    await fc.assert(
      fc.asyncProperty(file, async ({ csv, rows, chunkSize }) => {
        const comments: ImportedComment[] = [];
        const listed: SkippedRows['listed'] = [];
        let tooShort = 0;
        rows.forEach((cells, index) => {
          const values = [0, 1, 2, 3].map((column) => cleaned(cells[column] ?? ''));
          const over = values.findIndex((value) => value.length > MAX_COMMENT_LENGTH);
          if (values[0]!.length < MIN_COMMENT_LENGTH) tooShort += 1;
          else if (over === -1) comments.push(...expected([cells]));
          else
            listed.push({
              place: 'row',
              // The header is row 1.
              number: index + 2,
              field: csv.header[over]!,
              length: values[over]!.length,
              max: MAX_COMMENT_LENGTH,
            });
        });
        const outcome = await parseCsvComments(new Blob([csvText({ ...csv, rows })]), {
          chunkSize,
        });
        const counts = { tooShort, skipped: { total: listed.length, listed } };
        expect(outcome).toEqual(
          comments.length === 0
            ? { ok: false, problem: 'noValidComments', ...counts }
            : { ok: true, comments, ...counts },
        );
      }),
      // Each run parses up to 60 KB: fewer runs than the small files above.
      { ...settings, numRuns: 500 },
    );
  });

  it('reads a CSV file in any of its encodings exactly as its text', async () => {
    const encodings = fc.constantFrom<[TextEncoding, boolean]>(
      ['utf-8', true],
      ['utf-16le', true],
      ['utf-16be', true],
      ['utf-16le', false],
      ['utf-16be', false],
      ['windows-1252', false],
    );
    await fc.assert(
      fc.asyncProperty(csvFile, encodings, async (csv, [encoding, mark]) => {
        const text = csvText({ ...csv, bom: false });
        // Windows-1252 holds Latin-1 only (see encodeText); UTF-16 without a mark is told by
        // its zero bytes, which text of mostly U+0100, U+4E00… characters blurs.
        const latin1 = /^[\t\n\r\x20-\x7e\xa0-\xff]*$/.test(text);
        fc.pre(latin1 || (encoding !== 'windows-1252' && mark));
        const bytes = encodeText(text, encoding, mark);
        const decoded = await parseCsvComments(new Blob([bytes]), { chunkSize: 64 });
        expect(decoded).toEqual(await parseCsvComments(text));
      }),
      { ...settings, numRuns: 2_000 },
    );
  });

  it('answers any bytes named .xlsx with clean comments or a known file problem', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          // A ZIP signature first, so SheetJS goes past its first check.
          fc
            .uint8Array({ maxLength: 400 })
            .map((rest) => Uint8Array.from([0x50, 0x4b, 3, 4, ...rest])),
        ),
        async (bytes) => {
          const { sheets, ...outcome } = await parseXlsxComments(new Blob([bytes]));
          expect(isSound(outcome)).toBe(true);
          expect(sheets === undefined || sheets.names.includes(sheets.chosen)).toBe(true);
        },
      ),
      { ...settings, numRuns: 2_000 },
    );
  });

  it('reads a CSV Blob in small chunks exactly as the same text at once', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, fc.integer({ min: 16, max: 128 }), async (csv, chunkSize) => {
        const text = csvText(csv);
        const whole = await parseCsvComments(text);
        const chunked = await parseCsvComments(new Blob([text]), { chunkSize });
        expect(chunked).toEqual(whole);
      }),
      // Two parses a run, one of them streamed in many chunks (~0.8 ms): fewer runs keep the
      // suite fast; the picked-file property above reads 10,000 files in chunks too.
      { ...settings, numRuns: 3_000 },
    );
  });

  it('counts every JSON item as a comment or a dropped piece', () => {
    fc.assert(
      fc.property(fc.array(jsonItem, { maxLength: 6 }), (items) => {
        const outcome = parseJsonComments(JSON.stringify(items));
        expect(isSound(outcome)).toBe(true);
        // A list always parses: it gives comments, or none when every item was dropped.
        if (!outcome.ok && outcome.problem !== 'noValidComments') throw new Error(outcome.problem);
        const comments = outcome.ok ? outcome.comments.length : 0;
        expect(comments + outcome.tooShort + outcome.skipped.total).toBe(items.length);
      }),
      settings,
    );
  });

  it('answers any text given as JSON with comments or a known file problem', () => {
    fc.assert(
      fc.property(anyText, (text) => isSound(parseJsonComments(text))),
      settings,
    );
  });
});
