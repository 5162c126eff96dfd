import { readFileSync } from 'node:fs';
import { type Download, type Page, expect, test } from '@playwright/test';
import { analysePending, importComments } from './api-helpers';
import { newEmail, register, screen } from './helpers';

const formula = '=HYPERLINK("http://example.com","ver precio") es caro';
const quoted = 'Dijo "carísimo", y luego se fue sin pagar nada';
const plain = 'No tengo tiempo para citas cada semana, trabajo doble turno';
const repeatedPain = ['Carísimo, de verdad', 'Demasiado costoso todo', 'Carísimo para mí'];

/** Clicks and returns the file the browser saved, as bytes. */
async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await (download as Download).path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('Opiniones and Reporte export CSV for Excel: BOM, quoting, formulas neutralised, the current filter, in Spanish and English', async ({
  page,
}) => {
  const industry = `Exportación E2E ${Date.now()}`;
  await register(page, newEmail('exportacion'));
  await importComments(page, industry, [formula, quoted, plain]);
  await analysePending(page, industry);

  // The inbox under a search exports just its matches.
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}&q=caro`);
  const inbox = screen(page, 'opiniones');
  await expect(inbox.getByTestId('count-line')).toContainText('Mostrando 1 de 1');
  const filtered = await downloadOf(page, () =>
    inbox.getByRole('button', { name: 'Exportar CSV' }).click(),
  );
  expect(filtered.name).toMatch(/^opiniones-exportacion-e2e-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...filtered.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const filteredText = filtered.bytes.subarray(3).toString('utf8');
  const filteredRecords = filteredText.split('\r\n').filter(Boolean);
  expect(filteredRecords[0]).toMatch(/^comment_id,created_at,published_at,industry,/);
  expect(filteredRecords).toHaveLength(2);
  expect(filteredText).toContain(`"'=HYPERLINK(""http://example.com"",""ver precio"") es caro"`);
  await expect(inbox.getByTestId('last-action')).toContainText(
    `Última acción: CSV descargado: ${filtered.name}`,
  );

  // Without the search, every comment of the industry, quotes doubled.
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  await expect(inbox.getByTestId('count-line')).toContainText('Mostrando 3 de 3');
  const all = await downloadOf(page, () =>
    inbox.getByRole('button', { name: 'Exportar CSV' }).click(),
  );
  const allText = all.bytes.subarray(3).toString('utf8');
  expect(allText.split('\r\n').filter(Boolean)).toHaveLength(4);
  expect(allText).toContain('"Dijo ""carísimo"", y luego se fue sin pagar nada"');
  expect(allText).toContain(`,"${plain}",`);

  // The report's tables, each row with its section; a pain point needs three comments voicing it.
  await importComments(page, industry, repeatedPain);
  await analysePending(page, industry);
  await page.goto(`/#/reporte?industry=${encodeURIComponent(industry)}`);
  const report = screen(page, 'reporte');
  await expect(report.getByRole('region', { name: 'Top Pain Points' })).toBeVisible();
  const reportFile = await downloadOf(page, () =>
    report.getByRole('button', { name: 'Exportar CSV' }).click(),
  );
  expect(reportFile.name).toMatch(/^reporte-exportacion-e2e-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...reportFile.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const sections = reportFile.bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(',')[0]);
  expect(sections[0]).toBe('section');
  expect(sections).toContain('distribution');
  expect(sections).toContain('pain_point');
  await expect(report.getByText(`CSV descargado: ${reportFile.name}`)).toBeVisible();

  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  const english = await downloadOf(page, () =>
    report.getByRole('button', { name: 'Export CSV' }).click(),
  );
  await expect(report.getByText(`CSV downloaded: ${english.name}`)).toBeVisible();
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  await expect(inbox.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('replica.language', '"es"'));
});
