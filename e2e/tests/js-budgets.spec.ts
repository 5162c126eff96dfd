import { expect, test } from '@playwright/test';
import { measureFirstOpens } from './first-opens';
import { budgetProblems, figureLines } from './js-budgets';

// Budgets of what Chromium fetches, not of the build folders, so a shared package a
// screen fetches a copy of, or a chunk the bundler moves onto a first load, is counted.
test('a new visitor fetches the JavaScript of the shell and of each screen within budget', async ({
  browser,
  baseURL,
}) => {
  const opens = await measureFirstOpens(browser, baseURL!);
  console.log(figureLines(opens).join('\n'));
  expect(budgetProblems(opens)).toEqual([]);
});
