import { expect, test } from '@playwright/test';
import { PASSWORD, newEmail, openEquipo, register, screen, signIn } from './helpers';

test('register signs in automatically and lands on Inicio', async ({ page }) => {
  const email = newEmail('alta');
  await register(page, email);
  await expect(page.locator('header h2')).toHaveText('Inicio');
  await expect(page.getByText('Usuario', { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // Named by default, never after the owner's e-mail, which everyone invited would see.
  await expect(page.getByLabel('Espacio de trabajo')).toContainText('Mi espacio');
  await expect(screen(page, 'inicio').getByRole('heading', { name: 'RÉPLICA' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('replica.session_id'))).toBeTruthy();
});

test('a sign-up names its workspace, and the header and Equipo call it so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel(/Nombre del espacio de trabajo/)).toHaveCount(0);
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  const workspaceName = page.getByLabel('Nombre del espacio de trabajo (opcional)');
  await expect(workspaceName).toHaveAttribute('placeholder', 'Mi espacio');
  await page.getByLabel('Correo electrónico').fill(newEmail('espacio'));
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await workspaceName.fill('  Agencia Norte  ');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expect(page.getByLabel('Espacio de trabajo')).toContainText('Agencia Norte');
  const equipo = await openEquipo(page);
  await expect(equipo.getByTestId('workspace-name')).toHaveText('Agencia Norte');
});

test('a reload keeps the session and Salir returns to the login screen', async ({ page }) => {
  const email = newEmail('recarga');
  await register(page, email);
  await page.reload();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByText('Plataforma de Inteligencia de Objeciones')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('replica.session_id'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test('a wrong password shows Inicio de sesión inválido', async ({ page }) => {
  const email = newEmail('clave');
  await register(page, email);
  await page.getByRole('button', { name: 'Salir' }).click();
  await signIn(page, email, `${PASSWORD}-mal`);
  await expect(page.getByRole('alert')).toHaveText('Inicio de sesión inválido');
});

test('a stale stored session shows the login screen', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('replica.session_id', 'caducada'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('replica.session_id'))).toBeNull();
});

test('the browser refuses a short password and a malformed e-mail before any call', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/auth/sign')) calls.push(request.url());
  });
  await page.goto('/');
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña');
  await email.fill(newEmail('corta'));
  await password.pressSequentially('12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true);

  await email.fill('sin-arroba');
  await password.pressSequentially('6789');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(calls).toEqual([]);
});

test("in English the page says so and the API's refusals read in English too", async ({ page }) => {
  const email = newEmail('ingles');
  await register(page, email);
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.evaluate(() => localStorage.setItem('replica.language', '"en"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with that e-mail already exists');
});
