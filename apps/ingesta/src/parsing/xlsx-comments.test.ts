// @vitest-environment node
import { utils, write } from '@e965/xlsx';
import { parseCommentFile } from './parse-comment-file';
import { parseXlsxComments } from './xlsx-comments';

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

  it('calls a file that is not a workbook unreadable', async () => {
    const junk = new Blob([Uint8Array.from({ length: 512 }, (_, index) => (index * 37) % 256)]);
    expect(await parseXlsxComments(junk)).toEqual({ ok: false, problem: 'unreadable' });
  });

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
