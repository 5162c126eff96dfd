import { expect, test } from '@playwright/test';
import { fakeApify } from '../playwright.config';
import { inboxTotal } from './api-helpers';
import { newEmail, register, screen } from './helpers';

const INDUSTRY = 'Clinical Research';

test('a YouTube actor run on (fake) Apify arrives analysed in Opiniones; a webhook replay adds nothing', async ({
  page,
}) => {
  await register(page, newEmail('scraping'));
  const sessionId = await page.evaluate(() => localStorage.getItem('replica.session_id'));
  const headers = { 'x-session-id': sessionId ?? '' };
  const before = await inboxTotal(page, INDUSTRY);

  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('tab', { name: 'Scraping (Apify)' }).click();
  await expect(ingesta.getByText('/functions/v1/apify-webhook').first()).toBeVisible();
  await ingesta.getByRole('combobox', { name: 'Industria (requerida)' }).selectOption(INDUSTRY);
  await ingesta
    .getByRole('textbox', { name: 'Actor ID' })
    .fill('streamers/youtube-comments-scraper');
  const video = `e2e${Date.now().toString(36)}`;
  await ingesta.getByRole('textbox', { name: 'Input JSON' }).fill(
    JSON.stringify({
      startUrls: [{ url: `https://www.youtube.com/watch?v=${video}` }],
      maxComments: 6,
    }),
  );
  await ingesta.getByRole('button', { name: 'Ejecutar Apify' }).click();

  // Six comments; the video-info row has no text and is skipped.
  await expect(ingesta.getByText('Importados: 6 · Analizados: 6')).toBeVisible({ timeout: 45_000 });
  expect(await inboxTotal(page, INDUSTRY)).toBe(before + 6);

  await page.goto(`/#/opiniones?industry=${encodeURIComponent(INDUSTRY)}`);
  const opiniones = screen(page, 'opiniones');
  await expect(opiniones.getByText(/ya me estafaron una vez/).first()).toBeVisible();
  await expect(opiniones.getByText('Reglas').first()).toBeVisible();

  const runs = await page.request.get('/functions/v1/scraper-runs', { headers });
  const [run] = ((await runs.json()) as { items: Array<{ runId: string; status: string }> }).items;
  expect(run?.status).toBe('IMPORTED');
  // The webhook URL Ingesta shows carries this workspace's token.
  const config = await page.request.get('/functions/v1/scraper-config', { headers });
  const { webhookToken } = (await config.json()) as { webhookToken: string };
  expect(webhookToken.length).toBeGreaterThanOrEqual(20);
  const pathname = '/functions/v1/apify-webhook';
  const search = `?token=${encodeURIComponent(webhookToken)}`;
  const replay = (url = `${pathname}${search}`) =>
    page.request.post(url, {
      headers: { 'X-Apify-Webhook-Secret': fakeApify.webhookSecret },
      data: {
        eventType: 'ACTOR.RUN.SUCCEEDED',
        eventData: { actorRunId: run?.runId },
        resource: { id: run?.runId, status: 'SUCCEEDED' },
      },
    });
  for (let delivery = 0; delivery < 3; delivery += 1) {
    expect((await replay()).status()).toBeLessThan(300);
  }
  expect(await inboxTotal(page, INDUSTRY)).toBe(before + 6);
  // A token no workspace has (a rotated one, a guess) is refused.
  expect((await replay(`${pathname}?token=not-a-workspace-token`)).status()).toBe(401);

  const forged = await page.request.post(`${pathname}${search}`, {
    headers: { 'X-Apify-Webhook-Secret': 'not-the-secret-at-all' },
    data: { eventType: 'ACTOR.RUN.SUCCEEDED', eventData: { actorRunId: run?.runId } },
  });
  expect(forged.status()).toBe(401);
});
