import { expect, test } from '@playwright/test';
import { importComments } from './api-helpers';
import { newEmail, register, screen } from './helpers';

test('hostile comment text is stored and shown exactly as text, never run', async ({ page }) => {
  await register(page, newEmail('xss'));
  const industry = `Seguridad ${Date.now().toString(36)}`;
  const hostile = [
    '<img src=x onerror="window.__pwned = 1"> es demasiado caro',
    '<script>window.__pwned = 2</script> no confío en ustedes',
    "'; DROP TABLE comments; -- no tengo tiempo para esto",
    '‮ RTL mark, emoji 😡 y un texto largo '.repeat(4),
  ];
  expect((await importComments(page, industry, hostile)).inserted).toBe(hostile.length);

  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  const opiniones = screen(page, 'opiniones');
  for (const text of hostile.slice(0, 3)) {
    await expect(opiniones.getByText(text, { exact: false }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(opiniones.locator('img[src="x"]')).toHaveCount(0);
});
