/**
 * The JavaScript figures of a running product as Chromium fetches it: the shell signed out,
 * then each screen's first open, one `name: value KB` line each (the e2e's js-budgets spec
 * checks the same walk against its budgets).
 */
import type { Browser } from '@playwright/test';
import { measureFirstOpens } from '../tests/first-opens';
import { figureLines } from '../tests/js-budgets';

export async function benchJsFetched(browser: Browser, baseURL: string): Promise<void> {
  const opens = await measureFirstOpens(browser, baseURL);
  for (const line of figureLines(opens)) console.log(line);
}
