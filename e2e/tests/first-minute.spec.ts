import { expect, test } from '@playwright/test';
import { newEmail, register, screen } from './helpers';

const SAMPLE = 'Clínica Estética (ejemplo)';

test('a new marketer loads the sample data, reads its report, then removes it', async ({
  page,
}) => {
  await register(page, newEmail('ejemplo'));
  const firstSteps = page.getByTestId('first-steps');
  await expect(firstSteps.getByText('0 de 4')).toBeVisible();

  await firstSteps.getByRole('button', { name: 'Probar con datos de ejemplo' }).click();

  // Imported, analysed as a job with its progress, then its report opens by itself.
  const report = screen(page, 'reporte');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report.getByRole('combobox', { name: 'Industria' })).toHaveValue(SAMPLE);
  const painPoints = report.getByTestId('pain-points').getByRole('listitem');
  await expect(painPoints.first()).toBeVisible();
  expect(await painPoints.count()).toBeGreaterThanOrEqual(5);

  await page.goto('/');
  await expect(firstSteps.getByText('3 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar datos de ejemplo' }).click();
  const question = page.getByRole('alertdialog', { name: `¿Eliminar ${SAMPLE}?` });
  await expect(question).toContainText('sus 320 comentarios');
  await question.getByRole('button', { name: 'Eliminar' }).click();

  await expect(page.getByText(`«${SAMPLE}» se eliminó con sus 320 comentarios.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: SAMPLE })).toHaveCount(0);
  await expect(
    firstSteps.getByRole('button', { name: 'Probar con datos de ejemplo' }),
  ).toBeVisible();
});
