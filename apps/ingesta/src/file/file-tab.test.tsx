import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import type { BulkCommentsRequest } from '@replica/api-client';
import { languageAtom } from '@replica/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { utils, write } from '@e965/xlsx';
import { industriesHandler, openTab, resetLanguage } from '../test/render-page';

const batches: BulkCommentsRequest[] = [];
const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  http.post('*/functions/v1/comments-bulk', async ({ request }) => {
    const batch = (await request.json()) as BulkCommentsRequest;
    batches.push(batch);
    return HttpResponse.json({
      inserted: batch.comments.length - 1,
      duplicates: 1,
      tooShort: 0,
      failed: 0,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  batches.length = 0;
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const fileInput = () => screen.getByLabelText('Archivo de comentarios', { selector: 'input' });

function csvFile(rows: number, name = 'comentarios.csv') {
  const lines = Array.from(
    { length: rows },
    (_, row) => `"Autor ${row}","Comentario número ${row}, con coma"`,
  );
  return new File([`author,comment\n${lines.join('\n')}\nana,corto\n`], name, { type: 'text/csv' });
}

describe('File tab', () => {
  it('starts empty, with a drop area and a keyboard-reachable picker', async () => {
    await openTab('Archivo');
    expect(screen.getByRole('group', { name: 'Archivo de comentarios' })).toHaveTextContent(
      'Arrastra aquí un archivo .csv, .json o .xlsx',
    );
    // The picker filters by the same list the hint and the refusal name.
    expect(fileInput()).toHaveAttribute('accept', '.csv,.json,.xlsx');
    expect(screen.getByText(/Un \.xlsx admite hasta 20 MB y 100,000 filas\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeEnabled();
    expect(
      screen.getByRole('combobox', { name: 'Industria para todos los comentarios' }),
    ).toHaveValue('sin_clasificar');
  });

  it('previews the first 5 comments and the total of a CSV', async () => {
    await openTab('Archivo');
    await userEvent.upload(fileInput(), csvFile(12));

    const preview = await screen.findByRole('list', { name: 'Vista previa (primeros 5)' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(5);
    expect(preview).toHaveTextContent('Comentario número 0, con coma — Autor 0');
    expect(screen.getByText('comentarios.csv: 12 comentarios')).toBeVisible();
    expect(screen.getByText('1 descartado por tener menos de 8 caracteres')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importar todo (12)' })).toBeEnabled();
  });

  it("moves the focus 'Importar todo' held to the counts once the file is in", async () => {
    await openTab('Archivo');
    await userEvent.upload(fileInput(), csvFile(3));
    (await screen.findByRole('button', { name: 'Importar todo (3)' })).focus();

    await userEvent.keyboard('{Enter}');

    const summary = await screen.findByTestId('import-summary');
    // The banner with the counts, read out whole, once the effect that moves the focus has run.
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('speaks of a single comment in the singular', async () => {
    await openTab('Archivo');
    await userEvent.upload(
      fileInput(),
      new File(['comment\nEs demasiado caro para mí\nmal\nno\n'], 'uno.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByRole('list', { name: 'Vista previa (1 comentario)' })).toBeVisible();
    expect(screen.getByText('uno.csv: 1 comentario')).toBeVisible();
    expect(screen.getByText('2 descartados por tener menos de 8 caracteres')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importar todo (1)' })).toBeEnabled();

    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(screen.getByRole('list', { name: 'Preview (1 comment)' })).toBeVisible();
    expect(screen.getByText('uno.csv: 1 comment')).toBeVisible();
  });

  it('shows the processing state with progress until the file is read', async () => {
    const file = csvFile(7, 'lento.csv');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slice = file.slice.bind(file);
    // Every read of the file waits for the gate, so the processing state stays on screen.
    file.slice = (...args: Parameters<Blob['slice']>) => {
      const part = slice(...args);
      const read = part.arrayBuffer.bind(part);
      part.arrayBuffer = async () => {
        await gate;
        return read();
      };
      return part;
    };
    await openTab('Archivo');
    await userEvent.upload(fileInput(), file);

    expect(await screen.findByRole('progressbar', { name: 'Procesando archivo...' })).toBeVisible();
    expect(screen.getByText('lento.csv · 0 filas leídas')).toBeVisible();
    release();
    expect(await screen.findByText('lento.csv: 7 comentarios')).toBeVisible();
  });

  it('imports everything in batches of 1,000 and ends with the counts', async () => {
    await openTab('Archivo', '/ingesta?industry=Gimnasios');
    await userEvent.upload(fileInput(), csvFile(2_500));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar todo (2,500)' }));

    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent(
      'Importados: 2,497 · Duplicados: 3 · Demasiado cortos: 1 · Fallidos: 0',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Importación terminada');
    expect(batches.map((batch) => batch.comments.length).sort()).toEqual([1_000, 1_000, 500]);
    expect(new Set(batches.map((batch) => batch.importId)).size).toBe(1);
    expect(new Set(batches.map((batch) => batch.batchId)).size).toBe(3);
    expect(batches[0]).toMatchObject({ kind: 'file', industry: 'Gimnasios' });

    await userEvent.click(screen.getByRole('button', { name: 'Importar más' }));
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
  });

  it('shows the progress bar while importing and can cancel after the current batch', async () => {
    const waiting: (() => void)[] = [];
    server.use(
      http.post('*/functions/v1/comments-bulk', async ({ request }) => {
        const batch = (await request.json()) as BulkCommentsRequest;
        batches.push(batch);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return HttpResponse.json({
          inserted: batch.comments.length,
          duplicates: 0,
          tooShort: 0,
          failed: 0,
        });
      }),
    );
    await openTab('Archivo');
    await userEvent.upload(fileInput(), csvFile(5_000));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar todo (5,000)' }));

    const bar = await screen.findByRole('progressbar', { name: 'Importando comentarios' });
    expect(bar).toHaveAttribute('aria-valuemax', '5001');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar importación' }));
    await waitFor(() => expect(waiting).toHaveLength(2));
    waiting.forEach((resolve) => resolve());
    expect(await screen.findByText('Importación cancelada')).toBeVisible();
    // The two batches in flight finish; none starts after the cancel.
    expect(batches).toHaveLength(2);
    expect(screen.getByTestId('import-summary')).toHaveTextContent('Importados: 2,000');
  });

  it('retries a failed batch with the same batch id', async () => {
    let calls = 0;
    server.use(
      http.post('*/functions/v1/comments-bulk', async ({ request }) => {
        const batch = (await request.json()) as BulkCommentsRequest;
        batches.push(batch);
        calls += 1;
        if (calls === 1)
          return HttpResponse.json({ error: 'Error al procesar archivo' }, { status: 503 });
        return HttpResponse.json({
          inserted: batch.comments.length,
          duplicates: 0,
          tooShort: 0,
          failed: 0,
        });
      }),
    );
    await openTab('Archivo');
    await userEvent.upload(fileInput(), csvFile(20));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar todo (20)' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('Importados: 20');
    expect(batches.map((batch) => batch.batchId)).toEqual([
      batches[0]!.batchId,
      batches[0]!.batchId,
    ]);
  });

  it('reads a JSON array', async () => {
    await openTab('Archivo');
    const json = JSON.stringify([
      { mensaje: 'No confío en ellos', autor: 'luis' },
      { text: 'Tardan meses en contestar' },
    ]);
    await userEvent.upload(
      fileInput(),
      new File([json], 'datos.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('datos.json: 2 comentarios')).toBeVisible();
  });

  it('reads an .xlsx workbook and re-reads it at the sheet chosen', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Total'], [2]]), 'Resumen');
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['Reseña', 'Usuario'],
        ['Demasiado caro para mí', 'ana'],
        ['Tardan meses en contestar', 'eva'],
      ]),
      'Reseñas',
    );
    const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    await openTab('Archivo');
    await userEvent.upload(fileInput(), new File([bytes], 'export.xlsx'));

    // The first sheet holds no comments: refused like a CSV, with the other sheets on offer.
    expect(await screen.findByRole('alert')).toHaveTextContent(/No se encontró columna/);
    const sheet = screen.getByRole('combobox', { name: 'Hoja' });
    expect(sheet).toHaveValue('Resumen');
    await userEvent.selectOptions(sheet, 'Reseñas');

    expect(await screen.findByText('export.xlsx: 2 comentarios')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hoja' })).toHaveValue('Reseñas');
    await userEvent.click(screen.getByRole('button', { name: 'Importar todo (2)' }));
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]!.comments).toEqual([
      expect.objectContaining({ text: 'Demasiado caro para mí', author: 'ana' }),
      expect.objectContaining({ text: 'Tardan meses en contestar', author: 'eva' }),
    ]);
    expect(screen.queryByRole('combobox', { name: 'Hoja' })).not.toBeInTheDocument();
  });

  it.each<[string, BlobPart, string]>([
    [
      'notas.txt',
      'x',
      'Formato no soportado (.txt). Solo se aceptan archivos .csv, .json o .xlsx.',
    ],
    [
      'LEEME',
      'x',
      'Formato no soportado (archivo sin extensión). Solo se aceptan archivos .csv, .json o .xlsx.',
    ],
    [
      'rota.xlsx',
      'no es un libro',
      'El archivo no es un libro de Excel (.xlsx): parece texto; si es un CSV o un JSON, guárdalo con esa extensión.',
    ],
    [
      'sin-columna.csv',
      'nombre,correo\nana,ana@example.com\n',
      'No se encontró columna de comentarios. Busca: "comment", "text" o "mensaje"' +
        'Encabezado leído en la fila 1: «nombre», «correo».',
    ],
    [
      'cortos.csv',
      'comment\nhola\n',
      'No se encontraron comentarios válidos en el archivo' +
        '1 descartado por tener menos de 8 caracteres',
    ],
    [
      'roto.json',
      '[\n  {"text": "Es demasiado caro"}\n  {"text": "No confío"}\n]',
      'JSON mal formado en la línea 3, columna 3.',
    ],
    [
      'cortado.json',
      '{"text": ',
      'El JSON se corta antes de terminar: queda algo sin cerrar al final (línea 1, columna 10).',
    ],
    [
      'informe.csv',
      new TextEncoder().encode('%PDF-1.7\n'),
      'Se detectó un archivo binario, no de texto: parece un PDF.',
    ],
    [
      'datos.json',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
      'Se detectó un archivo binario, no de texto: parece un libro de Excel (.xlsx) u otro archivo ZIP.',
    ],
    [
      'volcado.csv',
      'comment\nEs demasiado caro\n\u0000\u0001\u0002\u0003',
      'Se detectó un archivo binario, no de texto: tiene caracteres de control desde la línea 3.',
    ],
  ])('shows the error state for %s, saying why, closable', async (name, content, detail) => {
    await openTab('Archivo');
    // Dropped, since a drop ignores the picker's accept filter.
    fireEvent.drop(screen.getByRole('group', { name: 'Archivo de comentarios' }), {
      dataTransfer: { files: [new File([content], name)] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error al procesar archivo${detail}`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
  });

  it('goes back to empty on Cancelar', async () => {
    await openTab('Archivo');
    await userEvent.upload(fileInput(), csvFile(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    expect(batches).toEqual([]);
  });

  it('speaks English', async () => {
    await openTab('Archivo');
    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Comments file' })).toHaveTextContent(
      'Drop a .csv, .json or .xlsx file here',
    );
    fireEvent.drop(screen.getByRole('group', { name: 'Comments file' }), {
      dataTransfer: { files: [new File(['x'], 'notes.txt')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error processing fileUnsupported format (.txt). Only .csv, .json or .xlsx files are accepted.',
    );
  });

  it('lists the rows over the limit under the import, which imports the rest', async () => {
    await openTab('Archivo');
    const csv =
      'comentario,autor\n' +
      'Es demasiado caro para mí,ana\n' +
      `"${'x'.repeat(100_000)}",luis\n` +
      'Tardan meses en contestar,eva\n' +
      `No me fío de la garantía,${'y'.repeat(5_001)}\n`;
    await userEvent.upload(fileInput(), new File([csv], 'largo.csv', { type: 'text/csv' }));

    expect(await screen.findByText('largo.csv: 2 comentarios')).toBeVisible();
    const skipped = screen.getByRole('region', {
      name: '2 filas omitidas por tener un valor demasiado largo',
    });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'La fila 3 tiene 100,000 caracteres en la columna «comentario»; el máximo es 5,000.',
      'La fila 5 tiene 5,001 caracteres en la columna «autor»; el máximo es 5,000.',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Importar todo (2)' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent(
      'Importados: 1 · Duplicados: 1 · Demasiado cortos: 0 · Fallidos: 0 · Omitidos: 2',
    );
    expect(batches.flatMap((batch) => batch.comments.map((comment) => comment.text))).toEqual([
      'Es demasiado caro para mí',
      'Tardan meses en contestar',
    ]);
    // The list stays under the result.
    expect(screen.getByRole('region', { name: /2 filas omitidas/ })).toBeVisible();

    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(
      within(
        screen.getByRole('region', { name: '2 rows skipped for a value that is too long' }),
      ).getAllByRole('listitem')[0],
    ).toHaveTextContent(
      'Row 3 has 100,000 characters in column “comentario”; the maximum is 5,000.',
    );
    expect(screen.getByTestId('import-summary')).toHaveTextContent('· Skipped: 2');
  });

  it('refuses a file whose every comment is over the limit, listing where', async () => {
    await openTab('Archivo');
    const json = JSON.stringify([{ text: 'z'.repeat(8_000) }, 'corto']);
    fireEvent.drop(screen.getByRole('group', { name: 'Archivo de comentarios' }), {
      dataTransfer: { files: [new File([json], 'todo-largo.json')] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error al procesar archivoNo se encontraron comentarios válidos en el archivo' +
        '1 descartado por tener menos de 8 caracteres',
    );
    expect(
      within(alert).getByRole('region', {
        name: '1 elemento omitido por tener un valor demasiado largo',
      }),
    ).toHaveTextContent(
      'El elemento 1 tiene 8,000 caracteres en el campo «text»; el máximo es 5,000.',
    );
  });

  it('refuses an .xlsx over 20 MB, saying its size and the cap', async () => {
    await openTab('Archivo');
    const file = new File([new Uint8Array(21 * 1024 * 1024)], 'enorme.xlsx');
    await userEvent.upload(fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El libro pesa 21 MB; el máximo para un .xlsx es 20 MB. Guárdalo como CSV para importarlo.',
    );
    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The workbook is 21 MB; the maximum for an .xlsx is 20 MB. Save it as CSV to import it.',
    );
  });
});
