import { type Page, expect, test } from '@playwright/test';
import { analysePending, generateIdeas, importComments, sampleObjections } from './api-helpers';
import { newEmail, openScreen, register } from './helpers';
import {
  REFLOW_WIDTH,
  expectNoClippedText,
  expectNoSidewaysScroll,
  overrideTextSpacing,
} from './layout-helpers';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px, what a 1280 px window shows at 400 % zoom, every screen,
 * tab and main dialog reads without scrolling sideways. Text spacing (WCAG 1.4.12): with a
 * reader's wider spacing, no text is cut off and nothing scrolls sideways.
 */

const INDUSTRY = 'Clínica Estética';
/** A comment with an address and a word longer than the window is wide: they must wrap. */
const UNBROKEN =
  'Mira https://www.example.com/promociones/tratamientos/faciales/precio-final-sin-descuentos-ocultos ' +
  'carísimoooooooooooooooooooooooooooooooooooooooooooooooooooooo';

/** The seven screens, each with the heading it shows once it has loaded. */
const SCREENS = [
  { hash: '', id: 'inicio' },
  { hash: 'ingesta', id: 'ingesta' },
  { hash: `opiniones?industry=${encodeURIComponent(INDUSTRY)}`, id: 'opiniones' },
  { hash: `reporte?industry=${encodeURIComponent(INDUSTRY)}`, id: 'reporte' },
  { hash: `templates?industry=${encodeURIComponent(INDUSTRY)}`, id: 'templates' },
  { hash: 'generar', id: 'generar' },
  { hash: 'equipo', id: 'equipo' },
] as const;

/** Opens a dialog, checks it fits, and closes it with Escape. */
async function expectDialogFits(page: Page, where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, `${where} (dialog open)`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** An account whose industry has analysed comments, the long unbroken one among them. */
async function signUpWithComments(page: Page, label: string): Promise<void> {
  await register(page, newEmail(label));
  await importComments(page, INDUSTRY, [...sampleObjections, UNBROKEN]);
  await analysePending(page, INDUSTRY);
  await generateIdeas(page, INDUSTRY);
}

test('at 320 px the login, sign-up and forgotten-password forms need no sideways scroll, even with wider text spacing', async ({
  page,
}) => {
  await page.setViewportSize(REFLOW_WIDTH);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expectNoSidewaysScroll(page, 'forgotten password');
  await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expect(page.getByText('Crea tu cuenta')).toBeVisible();
  await expectNoSidewaysScroll(page, 'sign-up');
  await overrideTextSpacing(page);
  await expectNoSidewaysScroll(page, 'sign-up with wider text spacing');
  await expectNoClippedText(page, 'sign-up with wider text spacing');
});

test('at 320 px every screen, tab and main dialog needs no sideways scroll', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(REFLOW_WIDTH);
  await signUpWithComments(page, 'reflow');

  for (const { hash, id } of SCREENS) {
    const screenOf = await openScreen(page, hash, id, { settled: true });
    await expectNoSidewaysScroll(page, id);
    for (const tab of await screenOf.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `${id}, tab ${await tab.textContent()}`);
    }
  }

  const menuButton = page.getByRole('button', { name: 'Menú' });
  await menuButton.click();
  await expectNoSidewaysScroll(page, 'the open menu');
  await page.keyboard.press('Escape');

  const home = await openScreen(page, '', 'inicio', { settled: true });
  await expectDialogFits(page, 'Inicio search', () =>
    home.getByRole('button', { name: 'Buscar comentarios' }).click(),
  );
  await expectDialogFits(page, 'Inicio industry editor', () =>
    home.getByRole('button', { name: `Editar ${INDUSTRY}` }).click(),
  );
  await expectDialogFits(page, 'the header', () =>
    page.getByRole('button', { name: 'Cerrar otras sesiones' }).click(),
  );

  const inbox = await openScreen(page, SCREENS[2].hash, 'opiniones', { settled: true });
  const card = inbox.getByRole('feed').getByRole('article').first();
  await expectDialogFits(page, 'Opiniones correction', () =>
    card.getByRole('button', { name: 'Corregir etiquetas' }).click(),
  );
  await expectDialogFits(page, 'Opiniones delete', () =>
    card.getByRole('button', { name: 'Borrar' }).click(),
  );

  const equipo = await openScreen(page, 'equipo', 'equipo', { settled: true });
  await expectDialogFits(page, 'Equipo delete workspace', () =>
    equipo.getByRole('button', { name: 'Eliminar espacio de trabajo' }).click(),
  );
});

test('with wider text spacing no screen cuts text off or scrolls sideways', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpWithComments(page, 'espaciado');
  for (const viewport of [{ width: 1280, height: 800 }, REFLOW_WIDTH]) {
    await page.setViewportSize(viewport);
    for (const { hash, id } of SCREENS) {
      await openScreen(page, hash, id, { settled: true });
      await overrideTextSpacing(page);
      const where = `${id} at ${viewport.width} px with wider text spacing`;
      await expectNoSidewaysScroll(page, where);
      await expectNoClippedText(page, where);
    }
  }
});
