/**
 * The JavaScript a new visitor's browser fetches, step by step: the shell's signed-out first
 * load (until the login form shows), then each screen the first time it opens, in the sidebar's
 * order (signing up opens Inicio). Each step is charged with what it added; a file fetched once
 * is never charged again.
 */
import type { Browser, Page } from '@playwright/test';
import { type FetchedStep, FetchedJs } from './fetched-js';
import { PASSWORD, newEmail, screen } from './helpers';

/** The screens of the sidebar, in its order. */
export const SCREENS = [
  'inicio',
  'ingesta',
  'opiniones',
  'reporte',
  'templates',
  'generar',
  'equipo',
] as const;
export type ScreenName = (typeof SCREENS)[number];

export interface FirstOpens {
  shell: FetchedStep;
  screens: Record<ScreenName, FetchedStep>;
}

async function signUpFromLoginForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await page.getByLabel('Correo electrónico').fill(newEmail('bundles'));
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function openFromSidebar(page: Page, name: ScreenName): Promise<void> {
  if (name !== 'inicio') await page.locator(`nav [data-page="${name}"]`).click();
  await screen(page, name).waitFor();
}

/** Walks a new browser context (empty cache, signed out) through the shell and every screen. */
export async function measureFirstOpens(browser: Browser, baseURL: string): Promise<FirstOpens> {
  const context = await browser.newContext({ baseURL });
  try {
    const fetched = new FetchedJs(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    const shell = await fetched.take(page);
    await signUpFromLoginForm(page);
    const screens = {} as Record<ScreenName, FetchedStep>;
    for (const name of SCREENS) {
      await openFromSidebar(page, name);
      screens[name] = await fetched.take(page);
    }
    return { shell, screens };
  } finally {
    await context.close();
  }
}
