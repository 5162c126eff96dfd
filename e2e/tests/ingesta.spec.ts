import { utils, write } from '@e965/xlsx';
import { type Page, expect, test } from '@playwright/test';
import { dropFile, newEmail, register, screen } from './helpers';

const FILE_ROWS = 20_000;

/** A CSV with a BOM, `;` delimiters and quoted fields holding `;`, commas, quotes and newlines. */
function awkwardCsv(rows: number): Buffer {
  const lines = Array.from(
    { length: rows },
    (_, row) =>
      `2024-05-${String((row % 28) + 1).padStart(2, '0')};"Pérez; Ana ${row}";"Es caro, ""muy"" caro\nfila ${row}";YouTube`,
  );
  return Buffer.from(`\uFEFFfecha;autor;comentario_text;plataforma\n${lines.join('\n')}\n`);
}

/** An .xlsx workbook: a summary sheet first, the comments on the second, as exports often are. */
function workbook(): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Total'], [3]]), 'Resumen');
  const rows = [
    ['Reseña', 'Usuario', 'Publicado', 'Red social'],
    ['Demasiado caro para lo que ofrece', 'Íñigo', new Date(2024, 4, 1), 'Instagram'],
    ['No me fío de la garantía', 'Begoña', new Date(2024, 4, 2), 'Facebook'],
    ['Tardan meses en contestar', 'Zoë', new Date(2024, 4, 3), 'TikTok'],
  ];
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows, { cellDates: true }), 'Reseñas');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

/**
 * What Excel in a Spanish locale saves as "CSV": `;`-separated, Windows-1252 (0x80 is €, which
 * only the WHATWG decoder of a browser reads right), Spanish headers the spec does not name.
 */
function excelSpanishCsv(): Buffer {
  const text =
    'Opinión;Nombre;Canal\r\n' +
    '"Cuesta 300 €; demasiado";José;YouTube\r\n' +
    'El envío tardó un mes;Begoña;TikTok\r\n';
  return Buffer.from(
    [...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0))),
  );
}

async function openIngesta(page: Page, label: string) {
  await register(page, newEmail(label));
  await page.goto('/#/ingesta?industry=Marca%20Personal');
  const ingesta = screen(page, 'ingesta');
  await expect(ingesta.getByRole('heading', { level: 1, name: 'Ingesta' })).toBeVisible();
  return ingesta;
}

test('Manual: a typed comment is added, and an empty text is refused', async ({ page }) => {
  const ingesta = await openIngesta(page, 'ingesta-manual');
  await ingesta.getByRole('button', { name: 'Añadir comentario' }).click();
  await expect(ingesta.getByText('El texto es requerido')).toBeVisible();

  await ingesta.getByLabel('Autor (opcional)').fill('Ana E2E');
  await ingesta.getByRole('textbox', { name: 'Texto' }).fill('El precio es demasiado alto para mí');
  await ingesta.getByRole('button', { name: 'Añadir comentario' }).click();
  await expect(ingesta.getByRole('status')).toContainText(/Comentario añadido \(ID \d+\)/);
});

test('Archivo: a CSV is parsed in the worker, previewed and imported with progress', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const ingesta = await openIngesta(page, 'ingesta-file');
  await ingesta.getByRole('tab', { name: 'Archivo' }).click();

  await ingesta
    .getByLabel('Archivo de comentarios', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'awkward.csv', mimeType: 'text/csv', buffer: awkwardCsv(FILE_ROWS) });

  await expect(ingesta.getByText('awkward.csv: 20,000 comentarios')).toBeVisible({
    timeout: 20_000,
  });
  // The worker script loads from the federated remote's own build.
  expect(workers.some((url) => url.includes('/remotes/ingesta/assets/parse-file-worker'))).toBe(
    true,
  );
  const preview = ingesta.getByRole('list', { name: 'Vista previa (primeros 5)' });
  await expect(preview.getByRole('listitem')).toHaveCount(5);
  await expect(preview.getByRole('listitem').first()).toContainText('Es caro, "muy" caro');
  await expect(preview.getByRole('listitem').first()).toContainText('Pérez; Ana 0');

  await ingesta.getByRole('button', { name: 'Importar todo (20,000)' }).click();
  await expect(ingesta.getByRole('progressbar', { name: 'Importando comentarios' })).toBeVisible();
  await expect(ingesta.getByTestId('import-summary')).toHaveText(
    'Importados: 20,000 · Duplicados: 0 · Demasiado cortos: 0 · Fallidos: 0',
    { timeout: 60_000 },
  );

  // The same file again: every comment is now a duplicate.
  await ingesta.getByRole('button', { name: 'Importar más' }).click();
  await ingesta
    .getByLabel('Archivo de comentarios', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'awkward.csv', mimeType: 'text/csv', buffer: awkwardCsv(50) });
  await ingesta.getByRole('button', { name: 'Importar todo (50)' }).click();
  await expect(ingesta.getByTestId('import-summary')).toContainText('Duplicados: 50');
});

test('Archivo: an .xlsx at its chosen sheet and a Spanish Excel CSV are read and imported', async ({
  page,
}) => {
  const ingesta = await openIngesta(page, 'ingesta-excel');
  await ingesta.getByRole('tab', { name: 'Archivo' }).click();
  const pick = (name: string, buffer: Buffer) =>
    ingesta
      .getByLabel('Archivo de comentarios', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });

  await pick('export.xlsx', workbook());
  await expect(ingesta.getByRole('alert')).toContainText('No se encontró columna de comentarios');
  await ingesta.getByRole('combobox', { name: 'Hoja' }).selectOption('Reseñas');
  await expect(ingesta.getByText('export.xlsx: 3 comentarios')).toBeVisible();
  const preview = ingesta.getByRole('list', { name: 'Vista previa (primeros 3)' });
  await expect(preview.getByRole('listitem').first()).toContainText(
    'Demasiado caro para lo que ofrece — Íñigo',
  );
  await ingesta.getByRole('button', { name: 'Importar todo (3)' }).click();
  await expect(ingesta.getByTestId('import-summary')).toHaveText(
    'Importados: 3 · Duplicados: 0 · Demasiado cortos: 0 · Fallidos: 0',
  );

  await ingesta.getByRole('button', { name: 'Importar más' }).click();
  await pick('excel-es.csv', excelSpanishCsv());
  await expect(ingesta.getByText('excel-es.csv: 2 comentarios')).toBeVisible();
  await expect(
    ingesta.getByRole('list', { name: 'Vista previa (primeros 2)' }).getByRole('listitem').first(),
  ).toContainText('Cuesta 300 €; demasiado — José');
  await ingesta.getByRole('button', { name: 'Importar todo (2)' }).click();
  await expect(ingesta.getByTestId('import-summary')).toContainText('Importados: 2');
});

test('Archivo: a dropped JSON file is read, and each refused file says why and where', async ({
  page,
}) => {
  const ingesta = await openIngesta(page, 'ingesta-drop');
  await ingesta.getByRole('tab', { name: 'Archivo' }).click();
  const dropArea = ingesta.getByRole('group', { name: 'Archivo de comentarios' });

  const drop = (name: string, content: string) => dropFile(dropArea, name, content);

  // The picker, the hint and the refusal share one list of accepted files.
  await expect(ingesta.locator('input[type=file]')).toHaveAttribute('accept', '.csv,.json,.xlsx');
  await drop('notas.txt', 'hola');
  await expect(ingesta.getByRole('alert')).toContainText(
    'Formato no soportado (.txt). Solo se aceptan archivos .csv, .json o .xlsx.',
  );
  await ingesta.getByRole('alert').getByRole('button', { name: 'Cerrar' }).click();

  await drop('roto.json', '[\n  {"text": "Es demasiado caro"}\n  {"text": "No confío"}\n]');
  await expect(ingesta.getByRole('alert')).toContainText(
    'JSON mal formado en la línea 3, columna 3.',
  );
  await ingesta.getByRole('alert').getByRole('button', { name: 'Cerrar' }).click();

  await drop(
    'datos.json',
    JSON.stringify({
      comments: [
        { mensaje: 'No confío en ellos para nada', autor: 'luis' },
        { mensaje: 'x'.repeat(6_000) },
      ],
    }),
  );
  await expect(ingesta.getByText('datos.json: 1 comentario')).toBeVisible();
  await expect(
    ingesta.getByRole('region', { name: '1 elemento omitido por tener un valor demasiado largo' }),
  ).toContainText(
    'El elemento 2 tiene 6,000 caracteres en el campo «mensaje»; el máximo es 5,000.',
  );
});

test('Múltiple: each separator splits the text; an item is removed before confirming', async ({
  page,
}) => {
  const ingesta = await openIngesta(page, 'ingesta-bulk');
  await ingesta.getByRole('tab', { name: 'Múltiple' }).click();
  const textArea = ingesta.getByRole('textbox', { name: 'Comentarios' });
  const separator = ingesta.getByRole('combobox', { name: 'Separador' });
  const items = ingesta.getByRole('list', { name: /para importar$/ }).getByRole('listitem');
  const stamp = Date.now();

  const cases = [
    {
      kind: 'newline',
      text: `Uno por línea A ${stamp}\nUno por línea B ${stamp}\nUno por línea C ${stamp}`,
    },
    {
      kind: 'double-newline',
      text: `Párrafo A ${stamp}\nsigue\n\nPárrafo B ${stamp}\n\nPárrafo C ${stamp}`,
    },
    { kind: 'custom', text: `Trozo A ${stamp}\n---\nTrozo B ${stamp}\n---\nTrozo C ${stamp}` },
  ];
  for (const { kind, text } of cases) {
    await separator.selectOption(kind);
    await textArea.fill(text);
    await ingesta.getByRole('button', { name: 'Vista previa' }).click();
    await expect(items).toHaveCount(3);
    await ingesta.getByRole('button', { name: 'Quitar comentario 2' }).click();
    await expect(items).toHaveCount(2);
    await ingesta.getByRole('button', { name: 'Confirmar (2)' }).click();
    await expect(ingesta.getByTestId('import-summary')).toHaveText(
      'Importados: 2 · Duplicados: 0 · Demasiado cortos: 0 · Fallidos: 0',
    );
    await ingesta
      .getByRole('status')
      .filter({ hasText: 'Importación terminada' })
      .getByRole('button', { name: 'Cerrar' })
      .click();
  }
});

test('Scraping: the form refuses a run without actor or task, industry or valid JSON', async ({
  page,
}) => {
  await register(page, newEmail('ingesta-scraping'));
  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('tab', { name: 'Scraping (Apify)' }).click();
  const run = ingesta.getByRole('button', { name: 'Ejecutar Apify' });
  await expect(ingesta.getByRole('textbox', { name: 'Input JSON' })).toHaveValue(
    /"maxComments": 100/,
  );

  await run.click();
  await expect(ingesta.getByRole('alert')).toContainText('Debes proporcionar actorId o taskId');

  await ingesta
    .getByRole('textbox', { name: 'Actor ID' })
    .fill('streamers/youtube-comments-scraper');
  await run.click();
  await expect(ingesta.getByRole('alert')).toContainText('La industria es requerida');

  await ingesta
    .getByRole('combobox', { name: 'Industria (requerida)' })
    .selectOption('Marca Personal');
  await ingesta.getByRole('textbox', { name: 'Input JSON' }).fill('{"maxComments": ');
  await run.click();
  await expect(ingesta.getByRole('alert')).toContainText('El Input JSON no es un JSON válido');
});
