import { expect, test } from '@playwright/test';
import { analysePending, importComments } from './api-helpers';
import { newEmail, register, screen } from './helpers';

test('Inicio’s Objeciones tab splits each industry by objection and Lenguaje lists the words of its objections, in Spanish and English', async ({
  page,
}) => {
  await register(page, newEmail('inicio-tabs'));
  const industry = `E2E Lenguaje ${Math.random().toString(36).slice(2, 8)}`;
  const objections = [
    'Es demasiado caro, no puedo pagar 500 dólares por esto',
    'Muy caro el servicio, no tengo dinero para pagarlo',
    'Demasiado caro, cobran 800 dólares y no lo puedo pagar',
    'No tengo tiempo para ir a las citas cada semana',
    'La verdad no tengo tiempo, trabajo todo el día',
  ];
  await importComments(page, industry, objections);
  expect((await analysePending(page, industry)).processed).toBe(objections.length);
  await page.goto(`/#/?industry=${encodeURIComponent(industry)}`);
  const home = screen(page, 'inicio');

  await home.getByRole('tab', { name: 'Objeciones' }).click();
  const overview = home.getByRole('table', { name: /por industria y objeción/ });
  const row = overview
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: industry, exact: true }) });
  await expect(row.getByRole('cell').last()).toHaveText('5');
  const headers = await overview.getByRole('columnheader').allTextContents();
  const precio = headers.indexOf('precio') - 1;
  expect(precio).toBeGreaterThanOrEqual(0);
  await expect(row.getByRole('cell').nth(precio)).toHaveText('360%');
  await expect(overview.getByRole('rowheader', { name: 'Todas las industrias' })).toBeVisible();
  await expect(home.getByText('Próximamente')).toHaveCount(0);

  await home.getByRole('tab', { name: 'Lenguaje' }).click();
  const panel = home.getByRole('tabpanel');
  await expect(panel.getByRole('combobox', { name: 'Industria' })).toHaveValue(industry);
  const words = panel.getByRole('table', { name: 'Palabras más frecuentes' });
  await expect(words.getByRole('row', { name: 'caro 3', exact: true })).toBeVisible();
  await expect(words.getByRole('row', { name: 'tiempo 2', exact: true })).toBeVisible();
  await expect(words.getByRole('rowheader', { name: 'es', exact: true })).toHaveCount(0);
  const phrases = panel.getByRole('table', { name: /Frases más frecuentes/ });
  await expect(phrases.getByRole('row', { name: 'no tengo tiempo 2', exact: true })).toBeVisible();
  await expect(panel).toContainText('Sobre los 5 comentarios de objeción más recientes');

  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  await home.getByRole('tab', { name: 'Language' }).click();
  await expect(home.getByRole('table', { name: 'Most frequent words' })).toBeVisible();
  await home.getByRole('tab', { name: 'Objections' }).click();
  await expect(home.getByRole('rowheader', { name: 'All industries' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('replica.language', '"es"'));
});
