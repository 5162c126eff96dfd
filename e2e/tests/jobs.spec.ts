import { type Locator, type Page, expect, test } from '@playwright/test';
import { addComment, createInvitation, importComments, sampleObjections } from './api-helpers';
import { PASSWORD, newEmail, register, screen, signIn } from './helpers';
import { formatCount } from './inicio-helpers';

/**
 * A job long enough for a reload and a second tab to catch it running. `npm start` works the
 * jobs in the API's own process, so while one runs every request (the screens' files too) waits
 * behind its slices: on two cores a page took 7 to 18 s to show meanwhile, against 2 to 3 s idle,
 * and 60,000 comments took 30 to 60 s, which leaves the pages room on a slower machine.
 */
const JOB_TO_FOLLOW = 60_000;
/** A job long enough to press 'Cancelar' twice before it ends. */
const JOB_TO_CANCEL = 30_000;
/** A page that loads while a job runs (see JOB_TO_FOLLOW). */
const LOAD_DURING_JOB = 30_000;
/** What `comments-bulk` takes in one call. */
const BULK_LIMIT = 1_000;
/** The end of a long job on a slow machine: the import, the job and the inbox's reloads. */
const JOB_END_TIMEOUT = 120_000;

/** Imports `count` distinct pending comments (the import drops exact duplicates). */
async function importPending(page: Page, industry: string, count: number): Promise<void> {
  for (let first = 0; first < count; first += BULK_LIMIT) {
    const texts = Array.from(
      { length: Math.min(BULK_LIMIT, count - first) },
      (_, index) =>
        `${sampleObjections[(first + index) % sampleObjections.length]} (opinión ${first + index + 1})`,
    );
    expect((await importComments(page, industry, texts)).inserted).toBe(texts.length);
  }
}

/** The inbox of `industry`, once its list has loaded. */
async function openInbox(page: Page, industry: string): Promise<Locator> {
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`);
  const inbox = screen(page, 'opiniones');
  await expect(inbox).toHaveAttribute('data-industry', industry);
  await expect(inbox.getByRole('feed', { name: 'Comentarios' })).toBeVisible();
  return inbox;
}

const analysePending = (inbox: Locator, pending: number) =>
  inbox.getByRole('button', { name: `Analizar pendientes (${formatCount(pending)})` });

const progress = (inbox: Locator) =>
  inbox.getByRole('progressbar', { name: 'Analizando comentarios pendientes' });

/** The line of numbers under the bar: '1,234 de 30,000 · ≈ 1 min restantes · IA: 0 · Reglas: …'. */
const progressLine = (inbox: Locator, total: number) =>
  inbox.getByText(new RegExp(`^[\\d,]+ de ${formatCount(total)}`));

const banner = (inbox: Locator, text: string) =>
  inbox.getByRole('status').filter({ hasText: text });

/** The first count written in `text`: '⚠️ Análisis cancelado: 6,000 comentario(s)…' → 6000. */
function firstCount(text: string | null): number {
  return Number((text?.match(/\d[\d,]*/)?.[0] ?? '').replace(/,/g, ''));
}

test('a handful of pending comments, one under 8 characters, are analysed by a background job too, and none stays pending', async ({
  page,
}) => {
  const industry = `Jobs few E2E ${Date.now()}`;
  await register(page, newEmail('jobs-few'));
  await importPending(page, industry, 3);
  // Imports drop comments under 8 characters; the manual form keeps them.
  await addComment(page, industry, 'caro');
  const analysisCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /\/(jobs|analyze-comments)$/.test(path)) {
      analysisCalls.push(path);
    }
  });

  const inbox = await openInbox(page, industry);
  const feed = inbox.getByRole('feed', { name: 'Comentarios' });
  await expect(feed.getByText('Pendiente', { exact: true })).toHaveCount(4);
  await analysePending(inbox, 4).click();
  await expect(banner(inbox, '✅ 4 comentario(s) analizados')).toContainText(
    '(AI model: 0, Reglas: 4)',
  );
  await expect(analysePending(inbox, 0)).toBeDisabled();
  await expect(feed.getByText('Pendiente', { exact: true })).toHaveCount(0);
  const short = feed.getByRole('article').filter({ has: page.getByText('caro', { exact: true }) });
  await expect(short.getByText('Reglas', { exact: true })).toBeVisible();
  expect(analysisCalls).toEqual(['/functions/v1/jobs']);
});

test('a background job analyses many pending comments: its progress shows above the list, survives a reload and shows in a second tab, and its end is reported like the batch', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const industry = `Jobs E2E ${Date.now()}`;
  await register(page, newEmail('jobs'));
  await importPending(page, industry, JOB_TO_FOLLOW);

  const inbox = await openInbox(page, industry);
  const feed = inbox.getByRole('feed', { name: 'Comentarios' });
  await expect(feed.getByText('Pendiente', { exact: true }).first()).toBeVisible();
  await analysePending(inbox, JOB_TO_FOLLOW).click();

  // The panel: the bar, the count of the total, a cancel, and the toolbar's button held back.
  const bar = progress(inbox);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', String(JOB_TO_FOLLOW));
  await expect(progressLine(inbox, JOB_TO_FOLLOW)).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Analizando...' })).toBeDisabled();
  const barBox = await bar.boundingBox();
  const feedBox = await feed.boundingBox();
  expect(barBox && feedBox && barBox.y < feedBox.y, 'the progress is above the list').toBe(true);

  // A reload, and the same screen in a second tab of the same browser, pick up the running job.
  // Both load at once: each takes long while the job runs.
  const second = await page.context().newPage();
  const secondInbox = screen(second, 'opiniones');
  await Promise.all([
    page.reload(),
    second.goto(`/#/opiniones?industry=${encodeURIComponent(industry)}`),
  ]);
  for (const each of [inbox, secondInbox]) {
    await expect(progress(each)).toBeVisible({ timeout: LOAD_DURING_JOB });
    await expect(progressLine(each, JOB_TO_FOLLOW)).toBeVisible();
  }

  // The bar moves, and the line under it tells the time left and who analysed.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), {
      message: 'the bar moves',
      // The first slice of 1,000 ends its transaction after the reloads' own load: on a busy
      // 2-core machine that took over the default 10 s once.
      timeout: LOAD_DURING_JOB,
    })
    .toBeGreaterThan(0);
  await expect(progressLine(inbox, JOB_TO_FOLLOW)).toContainText(/min restante.*Reglas: [\d,]+$/);

  // The end, in both tabs: the batch's banner, nothing pending, every card shown analysed.
  const done = `✅ ${formatCount(JOB_TO_FOLLOW)} comentario(s) analizados`;
  const split = `(AI model: 0, Reglas: ${formatCount(JOB_TO_FOLLOW)})`;
  for (const each of [inbox, secondInbox]) {
    await expect(banner(each, done)).toContainText(split, { timeout: JOB_END_TIMEOUT });
    await expect(progress(each)).toHaveCount(0);
    await expect(analysePending(each, 0)).toBeDisabled();
    await expect(each.getByText('Pendiente', { exact: true })).toHaveCount(0);
    await expect(each.getByText('Reglas', { exact: true }).first()).toBeVisible();
  }
  await second.close();
});

test('a running analysis is cancelled only after a confirmation; what it analysed stays and the rest is still pending', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const industry = `Jobs cancel E2E ${Date.now()}`;
  await register(page, newEmail('jobs-cancel'));
  await importPending(page, industry, JOB_TO_CANCEL);

  const inbox = await openInbox(page, industry);
  await analysePending(inbox, JOB_TO_CANCEL).click();
  await expect(progress(inbox)).toBeVisible();

  // 'Seguir' keeps it going.
  const cancel = inbox.getByRole('button', { name: 'Cancelar' });
  const confirmation = page.getByRole('alertdialog', {
    name: '¿Cancelar este trabajo? Lo ya procesado se conserva.',
  });
  await cancel.click();
  await confirmation.getByRole('button', { name: 'Seguir' }).click();
  await expect(confirmation).toBeHidden();
  await expect(progress(inbox)).toBeVisible();

  await cancel.click();
  await confirmation.getByRole('button', { name: 'Sí, cancelar' }).click();
  const cancelled = banner(inbox, '⚠️ Análisis cancelado: ');
  await expect(cancelled).toContainText(/⚠️ Análisis cancelado: [\d,]+ comentario\(s\) analizados/);
  await expect(progress(inbox)).toHaveCount(0);
  const analysed = firstCount(await cancelled.textContent());
  expect(analysed).toBeLessThan(JOB_TO_CANCEL);

  // The screen reloads the inbox at the end: what the job analysed is no longer pending.
  const pendingButton = inbox.getByRole('button', { name: /^Analizar pendientes \([\d,]+\)$/ });
  await expect(pendingButton).toBeEnabled();
  await expect
    .poll(async () => firstCount(await pendingButton.textContent()), {
      message: 'the pending count drops',
    })
    .toBeLessThanOrEqual(JOB_TO_CANCEL - analysed);
  const pendingOnScreen = firstCount(await pendingButton.textContent());
  expect(pendingOnScreen).toBeGreaterThan(0);

  // What is still pending, as the server counts it now that the job has stopped.
  await page.reload();
  await expect(inbox).toHaveAttribute('data-industry', industry);
  await expect(pendingButton).toBeEnabled();
  const pending = firstCount(await pendingButton.textContent());
  expect(pending).toBeGreaterThan(0);
  expect(pending).toBeLessThanOrEqual(pendingOnScreen);
  await expect(progress(inbox)).toHaveCount(0);
});

test('a viewer sees the pending comments but no "Analizar pendientes", and the API starts no job for it', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const industry = `Jobs viewer E2E ${Date.now()}`;
  const viewerEmail = newEmail('jobs-lector');
  await register(owner, newEmail('jobs-propietaria'));
  await importPending(owner, industry, 3);
  const { token } = await createInvitation(owner, viewerEmail, 'viewer');

  const context = await browser.newContext({ baseURL });
  const viewer = await context.newPage();
  const signup = await viewer.request.post('/functions/v1/auth/signup', {
    data: { email: viewerEmail, pass: PASSWORD, invitation: token },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  await viewer.goto('/');
  await signIn(viewer, viewerEmail);
  await expect(viewer.getByLabel('Espacio de trabajo')).toContainText('Lector');

  const inbox = await openInbox(viewer, industry);
  await expect(inbox.getByTestId('count-line')).toHaveText('Mostrando 3 de 3 comentarios');
  await expect(inbox.getByText('Pendiente', { exact: true })).toHaveCount(3);
  await expect(inbox.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await expect(inbox.getByRole('button', { name: /Analizar pendientes/ })).toHaveCount(0);
  await expect(inbox.getByRole('button', { name: 'Analizar ahora' })).toHaveCount(0);

  const sessionId = await viewer.evaluate(() => localStorage.getItem('replica.session_id'));
  const refused = await viewer.request.post('/functions/v1/jobs', {
    headers: { 'x-session-id': sessionId ?? '' },
    data: { kind: 'analyse-pending', industry },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: 'No tienes permiso para esta acción',
    code: 'forbidden',
  });
  await context.close();
});
