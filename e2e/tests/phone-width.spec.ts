import { type Locator, type Page, expect, test } from '@playwright/test';
import { analysePending, importComments, sampleObjections } from './api-helpers';
import { headerTitle, newEmail, register, screen, sidebar } from './helpers';
import { expectNoSidewaysScroll } from './layout-helpers';

const PHONE = { width: 390, height: 844 };
const INDUSTRY = 'Clínica Estética';
/** A comment with an address and a word longer than the phone is wide: they must wrap. */
const UNBROKEN =
  'Mira https://www.example.com/promociones/tratamientos/faciales/precio-final-sin-descuentos-ocultos ' +
  'carísimoooooooooooooooooooooooooooooooooooooooooooooooooooooo';

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

/** Opens a screen from the header's menu, as a phone user does. */
async function openFromMenu(page: Page, label: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Menú' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await sidebar(page).getByRole('link', { name: label, exact: true }).click();
  await expect(headerTitle(page)).toHaveText(label);
  // Following a link closes the menu and gives the focus back to its button.
  await expect(sidebar(page)).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
}

test('every screen fits a 390 px phone: no sideways scroll, a menu, buttons off the cards', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await register(page, newEmail('telefono'));
  await importComments(page, INDUSTRY, [...sampleObjections, UNBROKEN]);
  await analysePending(page, INDUSTRY);
  // Inicio read its figures at sign-up, before the comments: load it again.
  await page.reload();

  // Inicio: the sidebar is a menu, closed; the floating buttons never cover the last card.
  const home = screen(page, 'inicio');
  const cards = home.getByRole('tabpanel').getByRole('article');
  await expect(cards.filter({ hasText: INDUSTRY })).toContainText(
    `${sampleObjections.length + 1}+`,
  );
  await expect(sidebar(page)).toBeHidden();
  await expectNoSidewaysScroll(page, 'inicio');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = await box(cards.last());
  const shortcuts = home.getByRole('group', { name: 'Accesos rápidos' }).getByRole('button');
  await expect(shortcuts).toHaveCount(4);
  for (const shortcut of await shortcuts.all()) {
    await expect(shortcut).toBeInViewport();
    const name = (await shortcut.getAttribute('aria-label')) ?? '';
    expect(overlaps(await box(shortcut), lastCard), `${name} covers the last card`).toBe(false);
  }

  // The menu: it takes the focus on opening, and Escape closes it back onto its button.
  const menuButton = page.getByRole('button', { name: 'Menú' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Inicio', exact: true })).toBeFocused();
  await expectNoSidewaysScroll(page, 'the open menu');
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  // Ingesta, each of its tabs.
  await openFromMenu(page, 'Ingesta');
  const ingesta = screen(page, 'ingesta');
  for (const tab of await ingesta.getByRole('tab').all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page, `ingesta, ${await tab.textContent()}`);
  }

  // Opiniones with its comments, the long address and word among them.
  await openFromMenu(page, 'Opiniones');
  const inbox = screen(page, 'opiniones');
  const total = sampleObjections.length + 1;
  await expect(inbox.getByTestId('count-line')).toHaveText(
    `Mostrando ${total} de ${total} comentarios`,
  );
  await expect(
    inbox.getByRole('article').filter({ hasText: 'https://www.example.com' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'opiniones');

  // Reporte with its pain points, distribution and trends.
  await openFromMenu(page, 'Reporte');
  const report = screen(page, 'reporte');
  await expect(report.getByRole('heading', { name: 'Top Pain Points' })).toBeVisible();
  await expect(report.getByText('precio', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'reporte');

  await openFromMenu(page, 'Templates');
  await expect(screen(page, 'templates').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'templates');

  // Generar with a pack on the screen: its long lists and scripts.
  await openFromMenu(page, 'Generar Contenido');
  const generar = screen(page, 'generar');
  await generar.getByRole('combobox', { name: 'Industria' }).fill(INDUSTRY);
  await generar.getByRole('button', { name: 'Generar pack' }).click();
  await expect(
    generar.getByRole('heading', { name: `Pack de contenido: ${INDUSTRY}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'generar');

  await openFromMenu(page, 'Equipo');
  await expect(screen(page, 'equipo').getByTestId('workspace-name')).toBeVisible();
  await expectNoSidewaysScroll(page, 'equipo');
});
