import { type Page, expect, test } from '@playwright/test';
import { headerTitle, newEmail, register, screen, sidebar } from './helpers';

/**
 * One screen's server down, the others up: the shell keeps its layout and session, the broken
 * screen shows its error panel in place, and every other screen opens and works. Each remote is
 * served from its own path, so blocking that path is what its own server going down looks like.
 */
const screens = [
  { id: 'inicio', label: 'Inicio', heading: 'RÉPLICA' },
  { id: 'ingesta', label: 'Ingesta', heading: 'Ingesta' },
  { id: 'opiniones', label: 'Opiniones', heading: 'Opiniones' },
  { id: 'reporte', label: 'Reporte', heading: 'Reporte' },
  { id: 'templates', label: 'Templates', heading: 'Templates' },
  { id: 'generar', label: 'Generar Contenido', heading: 'Generar Contenido' },
];

const errorPanel = (page: Page, label: string) =>
  page.getByRole('alert').filter({ hasText: `No se pudo cargar ${label}` });

async function expectOthersWork(page: Page, downId: string) {
  for (const target of screens.filter((item) => item.id !== downId)) {
    await sidebar(page).getByRole('link', { name: target.label, exact: true }).click();
    await expect(headerTitle(page)).toHaveText(target.label);
    await expect(
      screen(page, target.id).getByRole('heading', { level: 1, name: target.heading }),
    ).toBeVisible();
  }
}

test('a screen whose server answers 503 shows its error panel; the five others work', async ({
  page,
}) => {
  await register(page, newEmail('remoto-503'));
  await page.route('**/remotes/opiniones/**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  // Opened straight from a link: the broken screen is the first one the shell tries.
  await page.goto('/#/opiniones');
  await expect(errorPanel(page, 'Opiniones')).toBeVisible();
  await expect(headerTitle(page)).toHaveText('Opiniones');
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();

  await expectOthersWork(page, 'opiniones');
  // A working screen still talks to the API: Ingesta adds a comment while Opiniones is down.
  await sidebar(page).getByRole('link', { name: 'Ingesta', exact: true }).click();
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('textbox', { name: 'Texto' }).fill('Sigue funcionando aunque falle otra');
  await ingesta.getByRole('button', { name: 'Añadir comentario' }).click();
  await expect(ingesta.getByRole('status')).toContainText(/Comentario añadido \(ID \d+\)/);
  await sidebar(page).getByRole('link', { name: 'Opiniones', exact: true }).click();
  await expect(errorPanel(page, 'Opiniones')).toBeVisible();
});

test('a screen whose code files vanish after its entry loaded shows its panel; the others work', async ({
  page,
}) => {
  await register(page, newEmail('remoto-assets'));
  // The entry answers, the chunks it points to do not: a server that died half-way.
  await page.route(/\/remotes\/templates\/(?!remoteEntry\.js).+/, (route) =>
    route.abort('connectionrefused'),
  );
  await sidebar(page).getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(errorPanel(page, 'Templates')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expectOthersWork(page, 'templates');
});

test('a screen already open keeps working when its server goes down afterwards', async ({
  page,
}) => {
  await register(page, newEmail('remoto-despues'));
  await sidebar(page).getByRole('link', { name: 'Reporte', exact: true }).click();
  await expect(screen(page, 'reporte').getByRole('heading', { name: 'Reporte' })).toBeVisible();
  await page.route('**/remotes/reporte/**', (route) => route.abort('connectionrefused'));
  await expectOthersWork(page, 'reporte');
  // Its code is in the page already: going back needs nothing from its server.
  await sidebar(page).getByRole('link', { name: 'Reporte', exact: true }).click();
  await expect(screen(page, 'reporte').getByRole('heading', { name: 'Reporte' })).toBeVisible();
});
