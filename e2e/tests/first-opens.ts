/**
 * The JavaScript a new visitor's browser fetches, step by step: the shell's signed-out first
 * load (until the login form shows), signing up (the signed-in shell with the shared packages it
 * and the screens use, fetched from the shell's own folders while Inicio opens), then each screen
 * the first time it opens, in the sidebar's order (signing up opens Inicio, which is charged with
 * what came from its own folder). Each step is charged with what it added; a file fetched once is
 * never charged again.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  HOME_SCREEN,
  SCREEN_NAMES,
  type ScreenName,
  remoteBasePath,
} from '@replica/api-client/screens';
import { type FetchedStep, FetchedJs } from './fetched-js';
import { PASSWORD, newEmail, screen } from './helpers';

export interface FirstOpens {
  shell: FetchedStep;
  signedIn: FetchedStep;
  screens: Record<ScreenName, FetchedStep>;
  /** A returning user's first Inicio: the session stored, the cache empty (a new browser day). */
  returningHome: FetchedStep;
}

/** The files of `step` that `belongs` picks, and the rest, each as a step of its own. */
function splitStep(
  step: FetchedStep,
  belongs: (path: string) => boolean,
): [FetchedStep, FetchedStep] {
  const asStep = (files: FetchedStep['files']) => ({
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  });
  return [
    asStep(step.files.filter((file) => belongs(file.path))),
    asStep(step.files.filter((file) => !belongs(file.path))),
  ];
}

async function signUpFromLoginForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await page.getByLabel('Correo electrónico').fill(newEmail('bundles'));
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function openFromSidebar(page: Page, name: ScreenName): Promise<void> {
  if (name !== HOME_SCREEN) await page.locator(`nav [data-page="${name}"]`).click();
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
    for (const name of SCREEN_NAMES) {
      await openFromSidebar(page, name);
      screens[name] = await fetched.take(page);
    }
    const [home, signedIn] = splitStep(screens[HOME_SCREEN], (path) =>
      path.startsWith(remoteBasePath(HOME_SCREEN)),
    );
    const returningHome = await measureReturningHome(
      browser,
      baseURL,
      await context.storageState(),
    );
    return { shell, signedIn, screens: { ...screens, [HOME_SCREEN]: home }, returningHome };
  } finally {
    await context.close();
  }
}

/** Opens Inicio in a new context (empty cache) holding the walk's stored session. */
async function measureReturningHome(
  browser: Browser,
  baseURL: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<FetchedStep> {
  const context = await browser.newContext({ baseURL, storageState });
  try {
    const fetched = new FetchedJs(context);
    const page = await context.newPage();
    await page.goto('/');
    await screen(page, HOME_SCREEN).getByRole('heading', { level: 1 }).waitFor();
    return await fetched.take(page);
  } finally {
    await context.close();
  }
}
