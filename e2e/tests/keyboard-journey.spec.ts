import { type Locator, type Page, expect, test } from '@playwright/test';
import { sampleObjections } from './api-helpers';
import { newEmail, register, screen } from './helpers';

/** Enough presses to cross the sidebar, the header and a screen's controls. */
const MAX_PRESSES = 80;

/**
 * Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus, as someone
 * without a mouse walks a page; fails if it never gets there.
 */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it`).toBeFocused({ timeout: 1 });
}

/** Reaches a sidebar link going back with Shift+Tab, and follows it with Enter. */
async function goWithKeyboard(page: Page, pageName: string): Promise<void> {
  const link = page.getByRole('navigation').getByRole('link', { name: pageName, exact: true });
  await pressUntilFocused(page, link, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(link).toHaveAttribute('aria-current', 'page');
}

test('keyboard only: comments pasted in bulk, analysed in Opiniones, read in the report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fresh account: its own workspace, so the default industry holds only these comments.
  await register(page, newEmail('teclado'));
  const comments = sampleObjections.slice(0, 4);

  // Ingesta: the Múltiple tab with the arrow keys, the comments typed, preview, confirm.
  await goWithKeyboard(page, 'Ingesta');
  const ingesta = screen(page, 'ingesta');
  const manualTab = ingesta.getByRole('tab', { name: 'Manual' });
  await pressUntilFocused(page, manualTab);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const bulkTab = ingesta.getByRole('tab', { name: 'Múltiple' });
  await expect(bulkTab).toBeFocused();
  await expect(bulkTab).toHaveAttribute('aria-selected', 'true');
  await pressUntilFocused(page, ingesta.getByRole('textbox', { name: 'Comentarios' }));
  await page.keyboard.type(comments.join('\n---\n'));
  await pressUntilFocused(page, ingesta.getByRole('button', { name: 'Vista previa' }));
  await page.keyboard.press('Enter');
  await expect(ingesta.getByRole('list', { name: '4 comentarios para importar' })).toBeVisible();
  await pressUntilFocused(page, ingesta.getByRole('button', { name: 'Confirmar (4)' }));
  await page.keyboard.press('Enter');
  await expect(
    ingesta.getByRole('status').filter({ hasText: 'Importación terminada' }),
  ).toBeVisible();

  // Opiniones: 'Analizar pendientes' with the space bar; the cards show their labels.
  await goWithKeyboard(page, 'Opiniones');
  const inbox = screen(page, 'opiniones');
  const feed = inbox.getByRole('feed');
  await expect(feed.getByText('Pendiente', { exact: true })).toHaveCount(4);
  await pressUntilFocused(page, inbox.getByRole('button', { name: 'Analizar pendientes (4)' }));
  await page.keyboard.press('Space');
  await expect(inbox.getByTestId('last-action')).toContainText('✅ 4 comentario(s) analizados');
  await expect(feed.getByText('Pendiente', { exact: true })).toHaveCount(0);

  // Reporte: the analysis is there, and the five whys open with Enter.
  await goWithKeyboard(page, 'Reporte');
  const report = screen(page, 'reporte');
  await expect(report.getByRole('heading', { level: 1, name: 'Reporte' })).toBeVisible();
  const painPoints = report.getByRole('region', { name: 'Top Pain Points' });
  await expect(painPoints.getByRole('meter').first()).toBeVisible();
  const distribution = report.getByRole('region', { name: 'Distribution of Objections' });
  await expect(distribution.getByRole('row').nth(1)).toContainText('%');
  const fiveWhys = report.getByRole('button', { name: 'Análisis REAL (5 Whys)' });
  await pressUntilFocused(page, fiveWhys);
  await page.keyboard.press('Enter');
  await expect(fiveWhys).toHaveAttribute('aria-expanded', 'true');
  await expect(report.getByText('Causa raíz:').first()).toBeVisible();
});
