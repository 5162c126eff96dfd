import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { analysePending, importComments, sampleObjections } from './api-helpers';
import { newEmail, register, screen } from './helpers';

/** An industry of its own per test, with analysed objections to build content from. */
async function industryWithAnalysedComments(page: Page, label: string): Promise<string> {
  const industry = `E2E ${label} ${Date.now().toString(36)}`;
  const { inserted } = await importComments(page, industry, sampleObjections);
  expect(inserted).toBe(sampleObjections.length);
  const { processed } = await analysePending(page, industry);
  expect(processed).toBe(sampleObjections.length);
  return industry;
}

test('Templates: generate ideas, then delete one after the confirmation', async ({ page }) => {
  await register(page, newEmail('templates'));
  const industry = await industryWithAnalysedComments(page, 'Ideas');

  await page.goto(`/#/templates?industry=${encodeURIComponent(industry)}`);
  const templates = screen(page, 'templates');
  await expect(templates).toHaveAttribute('data-industry', industry);
  await expect(templates.getByRole('combobox', { name: 'Industria' })).toHaveValue(industry);
  await expect(templates.getByText('Aún no hay ideas para esta industria')).toBeVisible();

  await templates.getByRole('button', { name: 'Generar Ideas' }).click();
  await expect(
    templates.getByRole('status').filter({ hasText: /idea\(s\) generada/ }),
  ).toBeVisible();
  const ideas = templates.getByRole('article');
  await expect(ideas.first()).toBeVisible();
  const count = await ideas.count();
  expect(count).toBeGreaterThan(0);
  const firstHook = (await ideas.first().locator('dd').first().textContent()) ?? '';
  expect(firstHook.length).toBeGreaterThan(0);

  // Cancel keeps the idea.
  await ideas.first().getByRole('button', { name: 'Borrar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Seguro que deseas borrar esta idea?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ideas).toHaveCount(count);

  // Confirm deletes it, for good.
  await ideas.first().getByRole('button', { name: 'Borrar' }).click();
  await dialog.getByRole('button', { name: 'Borrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ideas).toHaveCount(count - 1);
  await page.reload();
  await expect(screen(page, 'templates').getByRole('article')).toHaveCount(count - 1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Generar: a pack for one industry and for todas, copy an item, download Markdown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, newEmail('generar'));
  const industry = await industryWithAnalysedComments(page, 'Pack');

  await page.goto('/#/generar');
  const generar = screen(page, 'generar');
  const field = generar.getByRole('combobox', { name: 'Industria' });
  const button = generar.getByRole('button', { name: 'Generar pack' });
  await expect(button).toBeDisabled();

  await field.fill(industry);
  await button.click();
  await expect(
    generar.getByRole('heading', { name: `Pack de contenido: ${industry}` }),
  ).toBeVisible();
  for (const heading of [
    'Títulos (15)',
    'Ángulos (10)',
    'Copy bullets (20)',
    'Guiones de video (5)',
    'Lead magnets (10)',
    'Posts sociales (20)',
  ]) {
    await expect(generar.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(generar.getByText('Hook (0-3 s)', { exact: true })).toHaveCount(5);
  await expect(generar.getByText('CTA (45-60 s)', { exact: true })).toHaveCount(5);

  // Copy the first title: '¡Copiado!' for 2 seconds, then back to 'Copiar'.
  const copyTitle = generar.getByRole('button', { name: 'Copiar Títulos 1', exact: true });
  const titles = generar.getByRole('region', { name: 'Títulos (15)' });
  const firstTitle = (await titles.getByRole('listitem').first().locator('p').textContent()) ?? '';
  // Timed from before the click: the 'copied' state cannot start earlier, so it must last 2 s
  // from here at least (click() itself may return well after the state began).
  const clickedAt = Date.now();
  await copyTitle.click();
  await expect(copyTitle).toHaveText('¡Copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstTitle);
  await page.waitForTimeout(1_500);
  await expect(copyTitle).toHaveText('¡Copiado!', { timeout: 100 });
  await expect(copyTitle).toHaveText('Copiar', { timeout: 3_000 });
  const lasted = Date.now() - clickedAt;
  expect(lasted).toBeGreaterThanOrEqual(1_950);
  expect(lasted).toBeLessThan(3_500);

  // The whole pack as Markdown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    generar.getByRole('button', { name: 'Descargar Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^replica-pack-e2e-pack-[a-z0-9]+\.md$/);
  const markdown = await readFile((await download.path()) ?? '', 'utf8');
  expect(markdown.startsWith(`# Pack de contenido: ${industry}\n`)).toBe(true);
  expect(markdown).toContain('## Títulos (15)');
  expect(markdown).toContain('## Posts sociales (20)');
  expect(markdown).toContain(`1. ${firstTitle}`);

  // 'todas' reads every industry.
  await field.fill('todas');
  await button.click();
  await expect(
    generar.getByRole('heading', { name: 'Pack de contenido: todas las industrias' }),
  ).toBeVisible();
  await expect(generar.getByRole('heading', { level: 2, name: 'Títulos (15)' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("Generar: the business's answer to an objection is said in the next pack", async ({
  page,
}) => {
  await register(page, newEmail('answers'));
  const industry = await industryWithAnalysedComments(page, 'Respuestas');
  const answer = 'Pagos a 6 meses sin intereses, sin costo de apertura.';

  await page.goto('/#/generar');
  const generar = screen(page, 'generar');
  await generar.getByRole('combobox', { name: 'Industria' }).fill(industry);
  await generar.getByRole('button', { name: 'Lo que ofreces ante cada objeción' }).click();
  const price = generar.getByRole('textbox', { name: /^Precio/ });
  await expect(price).toHaveValue('');
  await price.fill(answer);
  await generar.getByRole('button', { name: 'Guardar respuestas' }).click();
  await expect(generar.getByText('Respuestas guardadas: el próximo pack las dirá.')).toBeVisible();

  // Kept: a new visit shows it saved.
  await page.reload();
  await screen(page, 'generar').getByRole('combobox', { name: 'Industria' }).fill(industry);
  await generar.getByRole('button', { name: 'Lo que ofreces ante cada objeción' }).click();
  await expect(generar.getByRole('textbox', { name: /^Precio/ })).toHaveValue(answer);

  await generar.getByRole('button', { name: 'Generar pack' }).click();
  const scripts = generar.getByRole('region', { name: 'Guiones de video (5)' });
  await expect(scripts.getByText(answer).first()).toBeVisible();
  await expect(
    generar.getByRole('region', { name: 'Copy bullets (20)' }).getByText(answer, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the ui catalogue is served at /storybook/', async ({ page }) => {
  const index = await page.request.get('/storybook/');
  expect(index.status()).toBe(200);

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/storybook/') && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto('/storybook/?path=/story/components-copybutton--idle');
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button', { name: 'Copiar' })).toBeVisible({ timeout: 30_000 });
  // The manager's sidebar lists the components.
  await expect(page.getByText('CopyButton', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('ConfirmDialog', { exact: true }).first()).toBeVisible();
  expect(failed).toEqual([]);
});
