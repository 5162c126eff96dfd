import { expect, test } from '@playwright/test';
import { analysePending, importComments, sampleObjections } from './api-helpers';
import { PASSWORD, newEmail, register, screen } from './helpers';
import { expectAnnounced, expectFocusStayed, recordAnnouncements } from './live-regions';

/** An industry the fake Apify's actors are scraped into. */
const INDUSTRY = 'Clinical Research';

/**
 * Status messages (WCAG 4.1.3): what an import, a scraping run, a watch, new ideas, a background
 * job, a copy button or a save says reaches a live region that was already on the page, so a
 * screen reader reads it out, and telling it does not move the focus.
 */

test.beforeEach(async ({ page }) => {
  await recordAnnouncements(page);
});

test('an import says how it goes and how it ended through a live region', async ({ page }) => {
  await register(page, newEmail('avisos-importar'));
  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');

  // Manual: one comment added.
  await ingesta.getByRole('textbox', { name: 'Texto' }).fill(sampleObjections[0]);
  const add = ingesta.getByRole('button', { name: 'Añadir comentario' });
  await add.click();
  const added = ingesta.getByText(/^Comentario añadido \(ID \d+\)$/);
  await expect(added).toBeVisible();
  await expectAnnounced(page, /Comentario añadido \(ID \d+\)/);
  await expectFocusStayed(add, added);

  // Múltiple: the progress, then the counts.
  await ingesta.getByRole('tab', { name: 'Múltiple' }).click();
  await ingesta
    .getByRole('textbox', { name: 'Comentarios' })
    .fill(sampleObjections.slice(1, 4).join('\n---\n'));
  await ingesta.getByRole('button', { name: 'Vista previa' }).click();
  await ingesta.getByRole('button', { name: 'Confirmar (3)' }).click();
  await expect(ingesta.getByTestId('import-summary')).toBeVisible();
  await expectAnnounced(page, /Importando comentarios/);
  await expectAnnounced(page, /Importación terminada/);
});

test('a background analysis says how far it got and how it ended through a live region', async ({
  page,
}) => {
  await register(page, newEmail('avisos-analisis'));
  const industry = `Avisos ${Date.now().toString(36)}`;
  await importComments(page, industry, sampleObjections.slice(0, 4));
  // The server works four comments at once: the first answers about the job are slowed into
  // steps, as a long job's are, so the progress has something to tell.
  let polls = 0;
  await page.route(/\/functions\/v1\/jobs\/\d+$/, async (route) => {
    const response = await route.fetch();
    const job = (await response.json()) as { total: number };
    polls += 1;
    if (polls > 2) return route.fulfill({ response });
    await route.fulfill({
      response,
      json: { ...job, state: 'running', total: 4, done: polls, finishedAt: null },
    });
  });
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  const inbox = screen(page, 'opiniones');
  await inbox.getByRole('button', { name: 'Analizar pendientes (4)' }).click();
  await expectAnnounced(page, /2 de 4/);
  await expectAnnounced(page, /✅ 4 comentario\(s\) analizados/);
});

test('a copy button says it copied through a live region, the focus staying on it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, newEmail('avisos-copiar'));
  const industry = `Copias ${Date.now().toString(36)}`;
  await importComments(page, industry, sampleObjections);
  await analysePending(page, industry);
  await page.goto('/#/generar');
  const generar = screen(page, 'generar');
  await generar.getByRole('combobox', { name: 'Industria' }).fill(industry);
  await generar.getByRole('button', { name: 'Generar pack' }).click();
  const copy = generar.getByRole('button', { name: /^Copiar / }).first();
  await copy.click();
  await expect(copy).toHaveText('¡Copiado!');
  await expectAnnounced(page, '¡Copiado!');
  await expectFocusStayed(copy, page.locator('[aria-live]').filter({ hasText: '¡Copiado!' }));
});

test('saved settings, a renamed workspace and a changed password are told through a live region', async ({
  page,
}) => {
  await register(page, newEmail('avisos-ajustes'));
  await page.goto('/#/equipo');
  const equipo = screen(page, 'equipo');
  await expect(equipo.getByTestId('workspace-name')).toBeVisible();

  const alerts = equipo.getByRole('form', { name: 'Alertas y horario' });
  await alerts.getByRole('textbox', { name: /Correos/ }).fill('equipo@example.com');
  const saveAlerts = alerts.getByRole('button', { name: 'Guardar alertas' });
  await saveAlerts.click();
  await expectAnnounced(page, 'Ajustes de alertas guardados');
  await expectFocusStayed(saveAlerts, equipo.getByText('Ajustes de alertas guardados'));

  await equipo.getByRole('button', { name: 'Cambiar nombre' }).click();
  await equipo.getByRole('textbox', { name: 'Nombre del espacio de trabajo' }).fill('Agencia Sur');
  await equipo.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expectAnnounced(page, 'Nombre guardado');

  await equipo.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
  await equipo.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-segura-2');
  await equipo.getByLabel('Repite la contraseña', { exact: true }).fill('otra-clave-segura-2');
  const change = equipo.getByRole('button', { name: 'Cambiar contraseña' });
  await change.click();
  await expectAnnounced(page, /Contraseña cambiada/);
  await expectFocusStayed(change, equipo.getByText(/Contraseña cambiada/));
});

test('a scraping run, a saved watch and new ideas are told through a live region', async ({
  page,
}) => {
  await register(page, newEmail('avisos-scraping'));
  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');
  const apifyInput = JSON.stringify({
    startUrls: [{ url: `https://www.youtube.com/watch?v=a${Date.now().toString(36)}` }],
    maxComments: 3,
  });

  await ingesta.getByRole('tab', { name: 'Scraping (Apify)' }).click();
  await ingesta.getByRole('combobox', { name: 'Industria (requerida)' }).selectOption(INDUSTRY);
  await ingesta
    .getByRole('textbox', { name: 'Actor ID' })
    .fill('streamers/youtube-comments-scraper');
  await ingesta.getByRole('textbox', { name: 'Input JSON' }).fill(apifyInput);
  const run = ingesta.getByRole('button', { name: 'Ejecutar Apify' });
  await run.click();
  const result = ingesta.getByText('Importados: 3 · Analizados: 3');
  await expect(result).toBeVisible({ timeout: 45_000 });
  await expectAnnounced(page, 'Importados: 3 · Analizados: 3');
  await expectFocusStayed(run, result);

  await ingesta.getByRole('tab', { name: 'Seguimiento' }).click();
  const form = ingesta.getByRole('form', { name: 'Nuevo seguimiento' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Vídeo anunciado');
  await form.getByRole('combobox', { name: 'Industria (requerida)' }).selectOption(INDUSTRY);
  await form.getByRole('textbox', { name: 'Actor ID' }).fill('streamers/youtube-comments-scraper');
  await form.getByRole('textbox', { name: 'Input JSON' }).fill(apifyInput);
  await form.getByRole('button', { name: 'Guardar seguimiento' }).click();
  await expectAnnounced(page, 'Seguimiento «Vídeo anunciado» guardado');

  const industry = `Ideas ${Date.now().toString(36)}`;
  await importComments(page, industry, sampleObjections);
  await analysePending(page, industry);
  await page.goto(`/#/templates?industry=${encodeURIComponent(industry)}`);
  const templates = screen(page, 'templates');
  const generate = templates.getByRole('button', { name: 'Generar Ideas' });
  await generate.click();
  await expectAnnounced(page, /✅ \d+ idea\(s\) generada\(s\)/);
  await expectFocusStayed(generate, templates.getByText(/idea\(s\) generada/));
});
