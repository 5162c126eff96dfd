// @vitest-environment node
import { utils, write } from '@e965/xlsx';
import { parseCommentFile } from './parse-comment-file';
import { parseXlsxComments } from './xlsx-comments';
import { WORKBOOK_LIMITS } from './workbook-limits';
import { zipUnpackedSize } from './zip-size';

const NONE_SKIPPED = { total: 0, listed: [] };

type Cell = string | number | Date | null;

/** An .xlsx file with one sheet per entry, as Excel or Google Sheets would save it. */
function workbook(sheets: Record<string, Cell[][]>): Blob {
  const book = utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows, { cellDates: true }), name);
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes]);
}

describe('parseXlsxComments', () => {
  it('reads the first sheet like a CSV of the same rows, with synonym headers', async () => {
    const file = workbook({
      Comentarios: [
        ['Reseña', 'Usuario', 'Fecha', 'Red social'],
        ['Demasiado caro para lo que ofrece', 'ana', new Date(2024, 4, 1), 'Instagram'],
        ['Corto', 'luis', null, null],
        ['No me fío de la garantía', null, new Date(2024, 4, 2, 9, 30), 'TikTok'],
      ],
      Otra: [['comment'], ['Esta hoja no se lee por defecto']],
    });
    expect(await parseXlsxComments(file)).toEqual({
      ok: true,
      tooShort: 1,
      skipped: NONE_SKIPPED,
      comments: [
        {
          text: 'Demasiado caro para lo que ofrece',
          author: 'ana',
          date: '2024-05-01',
          platform: 'Instagram',
        },
        { text: 'No me fío de la garantía', date: '2024-05-02 09:30', platform: 'TikTok' },
      ],
      sheets: { names: ['Comentarios', 'Otra'], chosen: 'Comentarios' },
    });
  });

  it('reads a chosen sheet, and the first when the chosen one is not in the workbook', async () => {
    const file = workbook({
      Resumen: [['Total'], [3]],
      Datos: [
        ['comment', 'likes'],
        ['Tardan meses en responder', 12],
      ],
    });
    expect(await parseXlsxComments(file, { sheet: 'Datos' })).toMatchObject({
      ok: true,
      comments: [{ text: 'Tardan meses en responder' }],
      sheets: { chosen: 'Datos' },
    });
    expect(await parseXlsxComments(file, { sheet: 'Borrada' })).toEqual({
      ok: false,
      problem: 'noCommentColumn',
      row: 1,
      header: ['Total'],
      sheets: { names: ['Resumen', 'Datos'], chosen: 'Resumen' },
    });
  });

  it('keeps numbers written in a text column as text', async () => {
    const file = workbook({ Hoja1: [['comentario'], [12345678], ['Sin opinión clara aún']] });
    expect(await parseXlsxComments(file)).toMatchObject({
      ok: true,
      comments: [{ text: '12345678' }, { text: 'Sin opinión clara aún' }],
    });
  });

  it('gives the spec refusals for an empty sheet and a sheet without a comment column', async () => {
    expect(await parseXlsxComments(workbook({ Vacía: [] }))).toMatchObject({
      ok: false,
      problem: 'noValidComments',
    });
    expect(
      await parseXlsxComments(
        workbook({
          Hoja1: [
            ['precio', 'stock'],
            ['10', '3'],
          ],
        }),
      ),
    ).toMatchObject({ ok: false, problem: 'noCommentColumn' });
    expect(
      await parseXlsxComments(workbook({ Hoja1: [['comment'], ['corto'], ['no']] })),
    ).toMatchObject({ ok: false, problem: 'noValidComments' });
  });

  it('refuses a file that is not a workbook, saying what it looks like', async () => {
    const junk = new Blob([Uint8Array.from({ length: 512 }, (_, index) => (index * 37) % 256)]);
    expect(await parseXlsxComments(junk)).toEqual({
      ok: false,
      problem: 'notWorkbook',
      looksLike: null,
    });
    expect(await parseXlsxComments(new Blob(['comment;autor\nEs caro;ana\n']))).toEqual({
      ok: false,
      problem: 'notWorkbook',
      looksLike: 'text',
    });
    expect(await parseXlsxComments(new Blob(['%PDF-1.7\n%\u00e2\u00e3']))).toEqual({
      ok: false,
      problem: 'notWorkbook',
      looksLike: 'pdf',
    });
  });

  it('calls a damaged workbook unreadable', async () => {
    const bytes = new Uint8Array(
      await workbook({ Hoja1: [['comment'], ['Es demasiado caro']] }).arrayBuffer(),
    );
    const damaged = new Blob([bytes.subarray(0, bytes.length / 2)]);
    expect(await parseXlsxComments(damaged)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('skips and lists rows with a cell over 5,000 characters by their sheet row, importing the rest', async () => {
    const book = utils.book_new();
    const sheet = utils.aoa_to_sheet([]);
    utils.sheet_add_aoa(
      sheet,
      [
        ['Comentario', 'Usuario'],
        ['Es demasiado caro para mí', 'ana'],
        [null, null],
        ['x'.repeat(6_000), 'luis'],
        ['Tardan meses en contestar', 'u'.repeat(5_001)],
        ['No me fío de la garantía', 'eva'],
      ],
      // The table starts at B3, as a sheet with a title above it does.
      { origin: 'B3' },
    );
    utils.book_append_sheet(book, sheet, 'Hoja1');
    const file = new Blob([write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer]);
    expect(await parseXlsxComments(file)).toEqual({
      ok: true,
      tooShort: 0,
      comments: [
        { text: 'Es demasiado caro para mí', author: 'ana' },
        { text: 'No me fío de la garantía', author: 'eva' },
      ],
      skipped: {
        total: 2,
        listed: [
          { place: 'row', number: 6, field: 'Comentario', length: 6_000, max: 5_000 },
          { place: 'row', number: 7, field: 'Usuario', length: 5_001, max: 5_000 },
        ],
      },
      sheets: { names: ['Hoja1'], chosen: 'Hoja1' },
    });
  });

  it('refuses a workbook over 20 MB before reading it', async () => {
    const file = new Blob([new Uint8Array(WORKBOOK_LIMITS.maxBytes + 1)]);
    expect(WORKBOOK_LIMITS.maxBytes).toBe(20 * 1024 * 1024);
    expect(await parseXlsxComments(file)).toEqual({
      ok: false,
      problem: 'workbookTooLarge',
      bytes: WORKBOOK_LIMITS.maxBytes + 1,
      maxBytes: WORKBOOK_LIMITS.maxBytes,
      unpacked: false,
    });
  });

  it('refuses a workbook whose parts unpack past the cap, before unpacking them', async () => {
    const rows = Array.from({ length: 500 }, (_, row) => [`Comentario número ${row} `.repeat(4)]);
    const file = workbook({ Hoja1: [['comment'], ...rows] });
    const unpacked = zipUnpackedSize(new Uint8Array(await file.arrayBuffer()))!;
    const limits = { ...WORKBOOK_LIMITS, maxUnpackedBytes: unpacked - 1 };
    expect(await parseXlsxComments(file, { limits })).toEqual({
      ok: false,
      problem: 'workbookTooLarge',
      bytes: unpacked,
      maxBytes: unpacked - 1,
      unpacked: true,
    });
    expect(
      await parseXlsxComments(file, { limits: { ...limits, maxUnpackedBytes: unpacked } }),
    ).toMatchObject({ ok: true });
  });

  it('refuses a sheet with data past the row cap, and reads one that ends at it', async () => {
    const limits = { ...WORKBOOK_LIMITS, maxRows: 10 };
    const rows = (count: number) =>
      Array.from({ length: count }, (_, row) => [`Comentario número ${row}`]);
    const sheets = { names: ['Hoja1'], chosen: 'Hoja1' };
    expect(
      await parseXlsxComments(workbook({ Hoja1: [['comment'], ...rows(10)] }), { limits }),
    ).toEqual({
      ok: false,
      problem: 'tooManyRows',
      maxRows: 10,
      sheets,
    });
    // Blank rows count: the cap is on the sheet's rows, as they are unpacked.
    const farRow = [
      ['comment'],
      ...rows(2),
      ...Array.from({ length: 40 }, () => [null]),
      ['Muy lejos abajo'],
    ];
    expect(await parseXlsxComments(workbook({ Hoja1: farRow }), { limits })).toMatchObject({
      ok: false,
      problem: 'tooManyRows',
    });
    expect(
      await parseXlsxComments(workbook({ Hoja1: [['comment'], ...rows(9)] }), { limits }),
    ).toMatchObject({
      ok: true,
      comments: { length: 9 },
    });
  });

  it('refuses a sheet whose stated range runs past the row cap, data or not', async () => {
    const book = utils.book_new();
    const sheet = utils.aoa_to_sheet([['comment'], ['Es demasiado caro para mí']]);
    sheet['!ref'] = 'A1:A50';
    utils.book_append_sheet(book, sheet, 'Hoja1');
    const file = new Blob([write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer]);
    const limits = { ...WORKBOOK_LIMITS, maxRows: 10 };
    expect(await parseXlsxComments(file, { limits })).toMatchObject({
      ok: false,
      problem: 'tooManyRows',
    });
    expect(await parseXlsxComments(file)).toMatchObject({ ok: true });
  });

  it('holds the real row cap: a header and 100,000 comments are one row too many', async () => {
    const rows = Array.from({ length: WORKBOOK_LIMITS.maxRows }, (_, row) => [`Comentario ${row}`]);
    expect(await parseXlsxComments(workbook({ Hoja1: [['comment'], ...rows] }))).toMatchObject({
      ok: false,
      problem: 'tooManyRows',
      maxRows: 100_000,
    });
  }, 60_000);

  it('is what a picked .xlsx file goes through', async () => {
    const file = new File(
      [workbook({ Hoja1: [['Opinión'], ['Me parece carísimo']] })],
      'Export.XLSX',
    );
    expect(await parseCommentFile(file)).toMatchObject({
      ok: true,
      comments: [{ text: 'Me parece carísimo' }],
    });
  });
});
