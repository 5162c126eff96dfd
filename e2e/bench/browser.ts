/** Debian's Chromium with the e2e's own launch flags, and a signed-in user for the screens. */
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import config from '../playwright.config';
import { newEmail, register } from '../tests/helpers';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(config.use?.launchOptions);
}

/** Registers a new account through the login screen; the context then holds its session. */
export async function signedInContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await register(page, newEmail('bench'));
  await page.close();
  return context;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
