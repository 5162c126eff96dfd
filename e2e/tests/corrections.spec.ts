import { expect, test } from '@playwright/test';
import { analysePending, importComments } from './api-helpers';
import { newEmail, register, screen } from './helpers';

const priceText = 'Es demasiado caro para lo que ofrecen, no tengo ese dinero ahora mismo';
const otherText = 'No confío en ellos, parece una estafa y nadie responde los mensajes';

test('a label corrected by hand survives re-analysis unless replaced, and the report shows the analyser agreement, in Spanish and English', async ({
  page,
}) => {
  const industry = `Correcciones E2E ${Date.now()}`;
  const email = newEmail('correcciones');
  await register(page, email);
  await importComments(page, industry, [priceText, otherText]);
  await analysePending(page, industry);

  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  const inbox = screen(page, 'opiniones');
  const feed = inbox.getByRole('feed');
  const card = feed.getByRole('article').filter({ hasText: priceText });
  await expect(card.getByText('precio', { exact: true })).toBeVisible();

  // Correct it: the dialog offers the taxonomy, prefilled with the rules' labels.
  await card.getByRole('button', { name: 'Corregir etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: /Corregir etiquetas del comentario #\d+/ });
  await expect(dialog.getByRole('combobox', { name: 'Objeción' })).toHaveValue('precio');
  await dialog.getByRole('combobox', { name: 'Objeción' }).selectOption('autoridad');
  await dialog.getByRole('combobox', { name: 'Emoción' }).selectOption('confusión');
  await dialog
    .getByRole('textbox', { name: 'Punto de dolor' })
    .fill('necesita permiso de la pareja');
  await dialog.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('autoridad', { exact: true })).toBeVisible();
  await expect(card.getByText('manual', { exact: true })).toBeVisible();
  await expect(card.getByTestId('corrected-by')).toContainText(`Corregido a mano por ${email}`);

  // 'Analizar ahora' asks first; cancelling keeps the correction.
  await card.getByRole('button', { name: 'Analizar ahora' }).click();
  const question = page.getByRole('alertdialog', {
    name: 'Este comentario tiene una corrección manual',
  });
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card.getByText('autoridad', { exact: true })).toBeVisible();

  // The batch analysis of new comments leaves it alone too, as a reload shows.
  await importComments(page, industry, ['Tardaron tres meses en contestar mi caso, muy lento']);
  await page.reload();
  await inbox.getByRole('button', { name: 'Analizar pendientes (1)' }).click();
  await expect(inbox.getByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
  await page.reload();
  await expect(card.getByText('autoridad', { exact: true })).toBeVisible();
  await expect(card.getByText('Emoción: confusión')).toBeVisible();

  // The report: the rules said precio, the person autoridad.
  await page.goto(`/#/reporte?industry=${encodeURIComponent(industry)}`);
  const agreement = screen(page, 'reporte').getByRole('region', { name: 'Correcciones a mano' });
  await expect(agreement).toContainText('Acuerdo con correcciones: 0% (1 correcciones)');

  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  await expect(
    screen(page, 'reporte').getByRole('region', { name: 'Hand corrections' }),
  ).toContainText('Agreement with corrections: 0% (1 corrections)');
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  await expect(inbox.getByTestId('count-line')).toHaveText('Showing 3 of 3 comments');
  await expect(card.getByTestId('corrected-by')).toContainText(`Corrected by hand by ${email}`);

  // Replacing the correction is the user's explicit choice.
  await card.getByRole('button', { name: 'Analyse now' }).click();
  await page.getByRole('button', { name: 'Re-analyse and replace' }).click();
  await expect(card.getByText('precio', { exact: true })).toBeVisible();
  await expect(card.getByText('Rules', { exact: true })).toBeVisible();
  await expect(card.getByTestId('corrected-by')).toHaveCount(0);

  await page.goto(`/#/reporte?industry=${encodeURIComponent(industry)}`);
  await expect(
    screen(page, 'reporte').getByRole('region', { name: 'Hand corrections' }),
  ).toContainText('There are no hand corrections in this industry yet.');
  await page.evaluate(() => localStorage.setItem('replica.language', '"es"'));
});
