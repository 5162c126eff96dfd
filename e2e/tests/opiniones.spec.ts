import { expect, test } from '@playwright/test';
import { importComments, sampleObjections } from './api-helpers';
import { newEmail, register, screen } from './helpers';

const searchTarget = 'Me encantó el café, pero el 50% de descuento nunca se aplicó';
// Imported first, so it is the oldest: the deletions below take the newest cards. Eight
// objections of different pains (the samples after the first three, which share one).
const comments = [searchTarget, ...sampleObjections.slice(3)];

test('the inbox analyses pending and one comment, deletes one and several with confirmations, searches, in Spanish and English', async ({
  page,
}) => {
  const industry = `Opiniones E2E ${Date.now()}`;
  await register(page, newEmail('opiniones'));
  expect((await importComments(page, industry, comments)).inserted).toBe(comments.length);

  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  const inbox = screen(page, 'opiniones');
  await expect(inbox).toHaveAttribute('data-industry', industry);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Opiniones' })).toBeVisible();
  await expect(inbox.getByRole('combobox', { name: 'Industria' })).toHaveValue(industry);
  const countLine = inbox.getByTestId('count-line');
  const lastAction = inbox.getByTestId('last-action');
  await expect(countLine).toHaveText('Mostrando 9 de 9 comentarios');
  await expect(lastAction).toHaveText('Última acción: ninguna');
  const feed = inbox.getByRole('feed', { name: 'Comentarios' });
  await expect(feed.getByText('Pendiente', { exact: true })).toHaveCount(9);

  // Analyse one: its card gets a tag, a real score and the rules as method.
  const first = feed.getByRole('article').first();
  await first.getByRole('button', { name: 'Analizar ahora' }).click();
  await expect(first.getByText('Reglas', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Real \d+%$/)).toBeVisible();
  await expect(lastAction).toContainText(/comentario #\d+ analizado/);

  // Analyse the other eight pending, in a background job.
  await inbox.getByRole('button', { name: 'Analizar pendientes (8)' }).click();
  await expect(
    inbox.getByRole('status').filter({ hasText: '✅ 8 comentario(s) analizados' }),
  ).toContainText('(AI model: 0, Reglas: 8)');
  await expect(inbox.getByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
  await expect(feed.getByText('Pendiente', { exact: true })).toHaveCount(0);

  // Delete one: cancel first, then confirm.
  await first.getByRole('button', { name: 'Borrar' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: '¿Seguro que deseas borrar este comentario?',
  });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(countLine).toHaveText('Mostrando 9 de 9 comentarios');
  await first.getByRole('button', { name: 'Borrar' }).click();
  await dialog.getByRole('button', { name: 'Borrar' }).click();
  await expect(countLine).toHaveText('Mostrando 8 de 8 comentarios');
  await expect(lastAction).toContainText(/comentario #\d+ borrado/);

  // Delete several: two selected, one confirmation naming how many.
  const boxes = feed.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(inbox.getByRole('checkbox', { name: 'Seleccionar todos' })).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  await inbox.getByRole('button', { name: 'Borrar seleccionados (2)' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Seguro que deseas borrar 2 comentario(s)?' })
    .getByRole('button', { name: 'Borrar' })
    .click();
  await expect(countLine).toHaveText('Mostrando 6 de 6 comentarios');
  await expect(lastAction).toHaveText('Última acción: 2 comentario(s) borrados');

  // Search: accents and case do not matter, and the search lives in the URL.
  await inbox.getByRole('searchbox', { name: 'Buscar en los comentarios' }).fill('CAFE');
  await inbox.getByRole('button', { name: 'Cargar' }).click();
  await expect(countLine).toHaveText('Mostrando 1 de 1 comentario que contiene «CAFE»');
  await expect(feed.getByText(searchTarget)).toBeVisible();
  expect(page.url()).toContain('q=CAFE');

  // English, remembered across a reload, and back.
  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  await expect(inbox.getByRole('button', { name: 'Analyse pending (0)' })).toBeDisabled();
  await expect(countLine).toHaveText('Showing 1 of 1 comment containing “CAFE”');
  await expect(inbox.getByRole('button', { name: 'Load' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('replica.language', '"es"'));
  await page.reload();
  await expect(inbox.getByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
  await expect(countLine).toHaveText('Mostrando 1 de 1 comentario que contiene «CAFE»');
});
