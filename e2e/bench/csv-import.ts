/**
 * `csv-100k-browser-import`: a 100,000-row CSV (~9 MB, awkward quoting) chosen in the real
 * Ingesta screen's file tab, parsed in its worker, then imported with 'Importar todo' to the real
 * server on PGlite, until the summary shows every row imported. The clock runs from choosing the
 * file to that summary; `csv-100k-browser-parse` is the part until the preview shows.
 */
import { type Browser, expect } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { screen } from '../tests/helpers';
import { signedInContext } from './browser';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const OBJECTIONS = [
  'Es caro, "demasiado" caro; no tengo ese dinero',
  'No confío en ellos, parece una estafa',
  'Tardan meses en responder\ny nadie da la cara',
  'Ya lo intenté con otra empresa; no funcionó',
];
const PLATFORMS = ['YouTube', 'TikTok', 'Instagram', 'Facebook'];

/** One header and `rows` rows: BOM, delimiters inside quotes, doubled quotes, newlines in fields. */
function awkwardCsv(rows: number): Buffer {
  const lines = ['\uFEFFfecha,autor,comment,plataforma'];
  for (let row = 0; row < rows; row += 1) {
    const text = `${OBJECTIONS[row % OBJECTIONS.length]} (${row})`.replaceAll('"', '""');
    lines.push(
      `2024-0${(row % 9) + 1}-1${row % 10},"Pérez, Ana ${row % 997}","${text}",${PLATFORMS[row % 4]}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

export async function benchCsvImport(browser: Browser, baseURL: string): Promise<void> {
  const context = await signedInContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/#/ingesta?industry=Bench%20CSV');
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('tab', { name: 'Archivo' }).click();
  const file = { name: 'bench.csv', mimeType: 'text/csv', buffer: awkwardCsv(ROWS) };
  const count = ROWS.toLocaleString('en-US');

  const started = performance.now();
  await ingesta
    .getByLabel('Archivo de comentarios', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles(file);
  await expect(ingesta.getByText(`bench.csv: ${count} comentarios`)).toBeVisible({
    timeout: 120_000,
  });
  const parsed = performance.now();
  await ingesta.getByRole('button', { name: `Importar todo (${count})` }).click();
  await expect(ingesta.getByTestId('import-summary')).toHaveText(
    `Importados: ${count} · Duplicados: 0 · Demasiado cortos: 0 · Fallidos: 0`,
    { timeout: 600_000 },
  );
  const imported = performance.now();
  await context.close();

  console.log(`csv-100k-browser-parse: ${((parsed - started) / 1000).toFixed(1)} s`);
  console.log(`csv-100k-browser-import: ${((imported - started) / 1000).toFixed(1)} s`);
}
