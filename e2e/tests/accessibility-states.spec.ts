import { type Locator, type Page, type Route, expect, test } from '@playwright/test';
import { analysePending, importComments, sampleObjections } from './api-helpers';
import { LANGUAGES, expectNoSeriousViolations, useLanguage } from './axe-helpers';
import { newEmail, register, screen } from './helpers';

/**
 * The states a person meets besides a screen full of data, each checked with axe in Spanish and
 * English: empty (a new account), loading (the screen's read held back), failed (its read
 * answered 500), and background work under way (a job, an import).
 */

// Every state of every screen, in two languages.
test.describe.configure({ timeout: 300_000 });

const API = '/functions/v1/';

/** A read of one endpoint, whatever its query: `/functions/v1/<path>` or `…/<path>?…`. */
function endpoint(path: string): RegExp {
  return new RegExp(`${API}${path}(\\?.*)?$`);
}

/**
 * Holds every `method` request to `pattern` until the returned function is called, so the screen
 * stays in its loading (or sending) state as long as the test needs it.
 */
async function holdRequests(
  page: Page,
  pattern: RegExp,
  method: 'GET' | 'POST',
): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  };
  await page.route(pattern, hold);
  return async () => {
    release();
    await page.unroute(pattern, hold);
  };
}

/** Answers every GET to `pattern` with a server failure until the page is closed. */
async function failReads(page: Page, pattern: RegExp): Promise<void> {
  await page.route(pattern, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { error: 'Fallo simulado', code: 'internal' } })
      : route.fallback(),
  );
}

/**
 * Shows every background job as running halfway, whatever the server says: the screens keep
 * their progress on screen for as long as the test looks at it.
 */
async function keepJobsRunning(page: Page): Promise<void> {
  await page.route(/\/functions\/v1\/jobs\/\d+$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const job = (await response.json()) as { total: number };
    const total = Math.max(job.total, 2);
    await route.fulfill({
      response,
      json: {
        ...job,
        state: 'running',
        total,
        done: Math.floor(total / 2),
        finishedAt: null,
        etaSeconds: 90,
      },
    });
  });
}

/**
 * Loads the page afresh on a screen: nothing kept from the screen before (a hash change alone
 * would keep the shared cache's answers, and the screen would skip its loading state).
 */
async function openScreen(page: Page, hash: string, id: string): Promise<Locator> {
  await page.goto(`/#/${hash}`);
  await page.reload();
  const screenOf = screen(page, id);
  // A screen's first open fetches its remote: slower than one step on a busy machine.
  await expect(screenOf.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  return screenOf;
}

const inIndustry = (industry: string) => `?industry=${encodeURIComponent(industry)}`;

/** The screens, each with the read that fills it. */
const screensAndReads = [
  { hash: '', id: 'inicio', reads: ['dashboard-metrics', 'industries-summary'] },
  { hash: 'opiniones', id: 'opiniones', reads: ['opiniones'] },
  { hash: 'reporte', id: 'reporte', reads: ['report'] },
  { hash: 'templates', id: 'templates', reads: ['templates'] },
  { hash: 'equipo', id: 'equipo', reads: ['members'] },
] as const;

test('a new account: every screen empty has no serious accessibility violations', async ({
  page,
}) => {
  await register(page, newEmail('a11y-vacio'));
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const { hash, id } of screensAndReads) {
      await openScreen(page, hash, id);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `${id}, empty (${language})`);
    }
  }
});

for (const language of LANGUAGES) {
  test(`every screen while its data loads has no serious accessibility violations (${language})`, async ({
    page,
  }) => {
    await register(page, newEmail('a11y-carga'));
    await useLanguage(page, language);
    for (const { hash, id, reads } of screensAndReads) {
      const releases = await Promise.all(
        reads.map((read) => holdRequests(page, endpoint(read), 'GET')),
      );
      const screenOf = await openScreen(page, hash, id);
      await expect(
        screenOf.locator('[role="status"], [aria-busy="true"]').first(),
        `${id} says it is loading`,
      ).toBeVisible();
      await expectNoSeriousViolations(page, `${id}, loading (${language})`);
      for (const release of releases) await release();
    }
  });

  test(`every screen whose read failed has no serious accessibility violations (${language})`, async ({
    page,
  }) => {
    await register(page, newEmail('a11y-fallo'));
    await useLanguage(page, language);
    for (const { hash, id, reads } of screensAndReads) {
      for (const read of reads) await failReads(page, endpoint(read));
      const screenOf = await openScreen(page, hash, id);
      // The read is tried three times before the screen gives up.
      await expect(screenOf.getByRole('alert').first(), `${id} says its read failed`).toBeVisible({
        timeout: 30_000,
      });
      await expectNoSeriousViolations(page, `${id}, its read failed (${language})`);
      await page.unrouteAll();
    }
  });
}

for (const language of LANGUAGES) {
  test(`a running analysis, reclassification and recalculation, and an import under way, have no serious accessibility violations (${language})`, async ({
    page,
  }) => {
    await register(page, newEmail('a11y-trabajos'));
    const industry = `Trabajos ${Date.now().toString(36)}`;
    await importComments(page, industry, sampleObjections);
    await analysePending(page, industry);
    await importComments(page, industry, ['Me parece muy lento el servicio y nadie me responde']);
    await keepJobsRunning(page);
    await useLanguage(page, language);

    const inbox = await openScreen(page, `opiniones${inIndustry(industry)}`, 'opiniones');
    await inbox.getByRole('button', { name: /^(Analizar pendientes|Analyse pending)/ }).click();
    await expect(inbox.getByRole('progressbar')).toBeVisible();
    await expectNoSeriousViolations(page, `Opiniones, an analysis running (${language})`);
    await inbox.getByRole('button', { name: /^(Cancelar|Cancel)$/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(
      page,
      `Opiniones, cancelling an analysis (${language})`,
      '[role="alertdialog"]',
    );
    await page.keyboard.press('Escape');

    const home = await openScreen(page, '', 'inicio');
    await home.getByRole('button', { name: /^(Auto-clasificar|Auto-classify)/ }).click();
    await expect(home.getByRole('progressbar')).toBeVisible();
    await expectNoSeriousViolations(page, `Inicio, a reclassification running (${language})`);

    const report = await openScreen(page, `reporte${inIndustry(industry)}`, 'reporte');
    await report.getByRole('button', { name: /^(Recalcular|Recalculate)/ }).click();
    await expect(report.getByRole('progressbar')).toBeVisible();
    await expectNoSeriousViolations(page, `Reporte, a recalculation running (${language})`);

    const ingesta = await openScreen(page, 'ingesta', 'ingesta');
    await ingesta.getByRole('tab', { name: /^(Múltiple|Bulk)$/ }).click();
    await ingesta
      .getByRole('textbox', { name: /^(Comentarios|Comments)$/ })
      .fill(
        `Primer comentario de prueba ${language}\n---\nSegundo comentario de prueba ${language}`,
      );
    await ingesta.getByRole('button', { name: /^(Vista previa|Preview)$/ }).click();
    const release = await holdRequests(page, endpoint('comments-bulk'), 'POST');
    await ingesta.getByRole('button', { name: /^(Confirmar|Confirm)/ }).click();
    await expect(ingesta.getByRole('progressbar')).toBeVisible();
    await expectNoSeriousViolations(page, `Ingesta, an import under way (${language})`);
    await release();
    await expect(ingesta.getByTestId('import-summary')).toBeVisible();
    await expectNoSeriousViolations(page, `Ingesta, an import finished (${language})`);
  });
}
