import { type Locator, type Page, expect } from '@playwright/test';

export const PASSWORD = 'clave-segura-1';

/** A unique address per test, so tests never depend on each other's accounts. */
export function newEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function register(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expect(page.getByText('Crea tu cuenta')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The screen a remote rendered, identified by the data attribute every remote page sets. */
export function screen(page: Page, id: string) {
  return page.locator(`[data-screen="${id}"]`);
}

export function headerTitle(page: Page) {
  return page.locator('header h2');
}

/** The sidebar's links to every screen. */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navegación principal' });
}

/** Opens Equipo from the sidebar and waits until its workspace card shows. */
export async function openEquipo(page: Page): Promise<Locator> {
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await expect(headerTitle(page)).toHaveText('Equipo');
  const equipo = screen(page, 'equipo');
  await expect(equipo.getByTestId('workspace-name')).toBeVisible();
  return equipo;
}

/**
 * Opens a screen by its hash and waits for its heading; `settled` also waits until the page makes
 * no more requests (its reads answered), for checks that look at the whole screen.
 */
export async function openScreen(
  page: Page,
  hash: string,
  id: string,
  { settled = false }: { settled?: boolean } = {},
): Promise<Locator> {
  await page.goto(`/#/${hash}`);
  const screenOf = screen(page, id);
  // A screen's first open fetches its remote: slower than one step on a busy machine.
  await expect(screenOf.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  if (settled) await page.waitForLoadState('networkidle');
  return screenOf;
}

/** Drops a file with `content` on Ingesta's file area, as a person dragging it there would. */
export async function dropFile(dropArea: Locator, name: string, content: string): Promise<void> {
  const dataTransfer = await dropArea.page().evaluateHandle(
    ([fileName, text]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName));
      return transfer;
    },
    [name, content] as const,
  );
  await dropArea.dispatchEvent('drop', { dataTransfer });
}
