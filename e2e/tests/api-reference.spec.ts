import { expect, test } from '@playwright/test';

test('the API reference at /docs shows every group of the contract, loaded from this server only', async ({
  page,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const documentAnswer = page.waitForResponse('**/functions/v1/openapi.json');
  await page.goto('/docs');
  expect((await documentAnswer).status()).toBe(200);

  await expect(page.locator('.info .title')).toContainText('Réplica API');
  for (const summary of [
    'Import a batch of comments (file or paste)',
    'Start a background job',
    "An industry's report: pain points, objections, five whys",
    'Apify run events (called by Apify)',
    "Change a member's role",
    'The process can serve: database, migrations and job queue',
  ]) {
    await expect(page.getByText(summary, { exact: true })).toBeVisible();
  }
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});
