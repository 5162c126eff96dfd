import { expect, test } from '@playwright/test';
import { analysePending, importDatedComments } from './api-helpers';
import { newEmail, register, screen } from './helpers';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A price objection the rules tag 'precio'; the amount keeps each text distinct. */
function priceObjection(amount: number): string {
  return `Es demasiado caro, no puedo pagar ${amount} dólares por esto`;
}

test('the report charts objections per week, flags a sharp rise and gives the numbers as a table, in Spanish and English', async ({
  page,
}) => {
  const industry = `Tendencias E2E ${Date.now()}`;
  await register(page, newEmail('trends'));
  const now = Date.now();
  // One price objection in each of the four weeks before this one, seven this week: a sharp rise.
  const comments = [
    ...[1, 2, 3, 4].map((weeksAgo) => ({
      text: priceObjection(100 + weeksAgo),
      date: new Date(now - weeksAgo * WEEK_MS),
    })),
    ...Array.from({ length: 7 }, (_, index) => ({
      text: priceObjection(900 + index),
      date: new Date(now),
    })),
    { text: 'No tengo tiempo para ir a las citas cada semana', date: new Date(now - 2 * WEEK_MS) },
  ];
  expect((await importDatedComments(page, industry, comments)).inserted).toBe(comments.length);
  expect((await analysePending(page, industry)).processed).toBe(comments.length);

  await page.goto(`/#/reporte?industry=${encodeURIComponent(industry)}`);
  const report = screen(page, 'reporte');
  const trends = report.getByRole('region', { name: 'Tendencias de objeciones' });
  await expect(
    trends.getByRole('img', { name: 'Gráfico de líneas: comentarios de cada objeción por semana' }),
  ).toBeVisible();
  // One image: the axes' labels (nested SVGs) stay out of the accessibility tree.
  await expect(trends.getByRole('img')).toHaveCount(1);
  await expect(trends.getByRole('list', { name: 'Subida fuerte' })).toContainText(
    'precio — 7 esta semana; media anterior 1.0',
  );
  await expect(trends.getByRole('list', { name: 'Subida fuerte' })).not.toContainText('tiempo');

  await trends.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = trends.getByRole('table');
  const precio = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'precio', exact: true }) });
  const cells = precio.getByRole('cell');
  await expect(cells).toHaveCount(13);
  await expect(cells.nth(11)).toHaveText('7');
  await expect(cells.nth(12)).toHaveText('11');
  await expect(cells.nth(10)).toHaveText('1');
  const tiempo = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'tiempo', exact: true }) });
  await expect(tiempo.getByRole('cell').nth(9)).toHaveText('1');
  await expect(table.getByRole('columnheader').nth(12)).toContainText('(en curso)');

  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  const trendsEn = report.getByRole('region', { name: 'Objection trends' });
  await expect(trendsEn.getByRole('list', { name: 'Sharp rise' })).toContainText(
    'precio — 7 this week; previous mean 1.0',
  );
  await expect(trendsEn.getByRole('button', { name: 'Show as table' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('replica.language', '"es"'));
});
