import { expect, test } from '@playwright/test';
import { analysePending, importComments, sampleObjections } from './api-helpers';
import { newEmail, register, screen } from './helpers';

test('the report shows pain points and objections, recalculates, opens the five whys and generates ideas, in Spanish and English', async ({
  page,
}) => {
  const industry = `Reporte E2E ${Date.now()}`;
  await register(page, newEmail('reporte'));
  await importComments(page, industry, sampleObjections);
  const { processed } = await analysePending(page, industry);
  expect(processed).toBe(sampleObjections.length);

  await page.goto(`/#/reporte?industry=${encodeURIComponent(industry)}`);
  const report = screen(page, 'reporte');
  await expect(report).toHaveAttribute('data-industry', industry);
  await expect(report.getByRole('heading', { level: 1, name: 'Reporte' })).toBeVisible();
  await expect(report.getByRole('combobox', { name: 'Industria' })).toHaveValue(industry);

  const painPoints = report.getByRole('region', { name: 'Top Pain Points' });
  await expect(painPoints.getByRole('meter').first()).toBeVisible();
  await expect(
    painPoints.getByText(/Frecuencia: \d+ · Sentimiento promedio: /).first(),
  ).toBeVisible();
  const distribution = report.getByRole('region', { name: 'Distribution of Objections' });
  await expect(distribution.getByRole('row').nth(1)).toContainText('%');
  // The pain points ordered by how many voice them instead.
  await painPoints.getByRole('combobox', { name: 'Ordenar por' }).selectOption('frequency');
  await expect(painPoints.getByRole('meter').first()).toBeVisible();

  await report.getByRole('button', { name: 'Recalcular' }).click();
  await expect(report.getByRole('status').filter({ hasText: 'actualizados' })).toContainText(
    /✅ Recalculado: \d+ actualizados/,
  );

  const fiveWhys = report.getByRole('button', { name: 'Análisis REAL (5 Whys)' });
  await expect(fiveWhys).toHaveAttribute('aria-expanded', 'false');
  await fiveWhys.click();
  await expect(fiveWhys).toHaveAttribute('aria-expanded', 'true');
  await expect(report.getByText('Causa raíz:').first()).toBeVisible();
  await expect(report.getByText('Por qué 5').first()).toBeVisible();

  const ideas = report.getByRole('region', { name: 'Content Ideas' });
  await expect(ideas.getByText('Aún no hay ideas para esta industria')).toBeVisible();
  await ideas.getByRole('button', { name: 'Generar Ideas' }).click();
  await expect(report.getByText(/✅ \d+ ideas generadas/)).toBeVisible();
  await expect(ideas.getByRole('article').first()).toBeVisible();
  await expect(ideas.getByText('Guion').first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  await expect(report.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(report.getByRole('button', { name: 'REAL analysis (5 Whys)' })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Generate Ideas' })).toBeVisible();
  await expect(ideas.getByText('Script outline').first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('replica.language', '"es"'));
  await page.reload();
  await expect(report.getByRole('heading', { level: 1, name: 'Reporte' })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Recalcular' })).toBeVisible();
});

test('an industry without analysed comments explains how to fill the report', async ({ page }) => {
  const industry = `Reporte vacío ${Date.now()}`;
  await register(page, newEmail('reporte-vacio'));
  await importComments(page, industry, sampleObjections.slice(0, 2));

  await page.goto(`/#/reporte?industry=${encodeURIComponent(industry)}`);
  const report = screen(page, 'reporte');
  await expect(report.getByText('Aún no hay opiniones analizadas en esta industria')).toBeVisible();
  await report.getByRole('link', { name: 'Ir a Opiniones' }).click();
  await expect(screen(page, 'opiniones')).toHaveAttribute('data-industry', industry);
});
