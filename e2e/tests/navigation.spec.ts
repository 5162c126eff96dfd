import { expect, test } from '@playwright/test';
import { headerTitle, newEmail, register, screen } from './helpers';

const pages = [
  { id: 'ingesta', label: 'Ingesta', heading: 'Ingesta' },
  { id: 'opiniones', label: 'Opiniones', heading: 'Opiniones' },
  { id: 'reporte', label: 'Reporte', heading: 'Reporte' },
  { id: 'templates', label: 'Templates', heading: 'Templates' },
  { id: 'generar', label: 'Generar Contenido', heading: 'Generar Contenido' },
  { id: 'equipo', label: 'Equipo', heading: 'Equipo' },
  { id: 'inicio', label: 'Inicio', heading: 'RÉPLICA' },
];

test('the sidebar opens each of the seven screen remotes', async ({ page }) => {
  // The Content-Security-Policy must let every screen load: Chromium reports any refusal.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const email = newEmail('menu');
  await register(page, email);
  const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const target of pages) {
    await sidebar.getByRole('link', { name: target.label, exact: true }).click();
    await expect(headerTitle(page)).toHaveText(target.label);
    const remote = screen(page, target.id);
    await expect(remote.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    // The remote reads the session from the shell's atom: one shared jotai store.
    await expect(remote).toHaveAttribute('data-session-user', email);
  }
  // Going home clears the hash.
  expect(new URL(page.url()).hash).toBe('');
  expect(refused).toEqual([]);
});

test('hash URLs open each page and pass ?industry= to the screens that take it', async ({
  page,
}) => {
  await register(page, newEmail('hash'));
  const readers = ['opiniones', 'reporte', 'templates'];
  // A new workspace has no comments: opened without ?industry=, they show the unclassified ones.
  for (const id of readers) {
    await page.goto(`/#/${id}`);
    await expect(screen(page, id)).toHaveAttribute('data-industry', 'sin_clasificar');
  }
  for (const id of ['ingesta', ...readers]) {
    await page.goto(`/#/${id}?industry=Marca%20Personal`);
    // Every industry screen names the industry it shows on its root (data-industry).
    await expect(screen(page, id)).toHaveAttribute('data-industry', 'Marca Personal');
  }
  // Then they open on the industry last shown.
  for (const id of readers) {
    await page.goto(`/#/${id}`);
    await expect(screen(page, id)).toHaveAttribute('data-industry', 'Marca Personal');
  }
  await page.goto('/#/ingesta');
  await expect(screen(page, 'ingesta')).toHaveAttribute('data-industry', 'sin_clasificar');
  await page.goto('/#/generar');
  await expect(headerTitle(page)).toHaveText('Generar Contenido');
  await expect(screen(page, 'generar')).toBeVisible();
  await page.goto('/#/equipo');
  await expect(headerTitle(page)).toHaveText('Equipo');
  await expect(screen(page, 'equipo')).toBeVisible();

  await page.goto('/#/no-existe');
  await expect(headerTitle(page)).toHaveText('Inicio');
  await expect(screen(page, 'inicio')).toBeVisible();
});

test('an unreachable remote shows an error panel while the rest keeps working', async ({
  page,
}) => {
  await register(page, newEmail('remoto'));
  await page.route('**/remotes/reporte/**', (route) => route.abort('connectionrefused'));
  await page.goto('/#/reporte');
  const panel = page.getByRole('alert').filter({ hasText: 'No se pudo cargar Reporte' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
  await sidebar.getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(screen(page, 'templates')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Reporte', exact: true }).click();
  await expect(panel).toBeVisible();
  await page.unroute('**/remotes/reporte/**');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(screen(page, 'reporte').getByRole('heading', { name: 'Reporte' })).toBeVisible();
});
