import { expect, test } from '@playwright/test';
import { importComments, sampleObjections } from './api-helpers';
import { newEmail, register, screen } from './helpers';
import { dashboardMetrics, formatCount } from './inicio-helpers';

test('the dashboard counts live data, opens industries, reclassifies, searches and speaks English', async ({
  page,
}) => {
  await register(page, newEmail('inicio'));
  const run = Math.random().toString(36).slice(2, 8);
  const lawyers = `E2E Inicio Leyes ${run}`;
  const clinics = `E2E Inicio Clínicas ${run}`;
  await importComments(page, lawyers, sampleObjections.slice(0, 3));
  await importComments(page, clinics, sampleObjections.slice(3, 5));
  // A source whose words point to an industry, for 'Auto-clasificar industrias' to move.
  await importComments(page, 'sin_clasificar', [
    `Necesito ayuda con mi visa y la residencia de mi familia ${run}`,
  ]);
  // A screen's English texts are a module of their own, fetched only in English.
  const englishFetched: string[] = [];
  page.on('response', (response) => {
    if (/\.en-[\w-]+\.js$/.test(response.url())) englishFetched.push(response.url());
  });
  // A stored session's first reads leave with the start, not after the screen's code.
  // Routing turns the HTTP cache off, so the remote's files are fetched (and seen) again.
  const requested: string[] = [];
  await page.route('**/*', (route) => route.continue());
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();

  const home = screen(page, 'inicio');
  await expect(home.getByRole('heading', { level: 1, name: 'RÉPLICA' })).toBeVisible();
  const live = home.locator('[data-loaded]');
  await expect(live).toHaveAttribute('data-loaded', 'true');
  const firstRequest = (path: RegExp) => requested.findIndex((pathname) => path.test(pathname));
  expect(firstRequest(/\/dashboard-metrics$/)).toBeGreaterThan(-1);
  expect(firstRequest(/^\/remotes\/inicio\//)).toBeGreaterThan(-1);
  expect(firstRequest(/\/dashboard-metrics$/)).toBeLessThan(firstRequest(/^\/remotes\/inicio\//));
  await page.unroute('**/*');
  await expect(live.getByText('Live Intelligence')).toHaveCSS('color', 'rgb(21, 128, 61)');

  const metrics = await dashboardMetrics(page);
  expect(metrics.opinions).toBeGreaterThanOrEqual(6);
  await expect(
    home.getByRole('button', { name: `Opiniones ${formatCount(metrics.opinions)}` }),
  ).toBeVisible();
  await expect(home.getByRole('group', { name: 'Industrias' })).toContainText(
    formatCount(metrics.industries),
  );
  const pendingToday = home.getByRole('group', { name: 'Objeciones hoy' });
  await expect(pendingToday).toContainText(`+${formatCount(metrics.pendingToday)}`);
  await expect(pendingToday).toContainText('Pendiente análisis');
  // Each figure says what it counts.
  await expect(pendingToday).toHaveAccessibleDescription('llegadas hoy, aún sin analizar');

  const lawyersCard = home.getByRole('article').filter({
    has: page.getByRole('heading', { name: lawyers }),
  });
  await expect(lawyersCard).toContainText('3+');
  await expect(lawyersCard).toContainText('Multiple locations');
  await expect(
    home.getByRole('article').filter({ has: page.getByRole('heading', { name: clinics }) }),
  ).toContainText('2+');

  // A click anywhere on the card opens that industry's inbox.
  await lawyersCard.click();
  await expect(screen(page, 'opiniones')).toHaveAttribute('data-industry', lawyers);
  await expect(page).toHaveURL(
    (url) => url.hash === `#/opiniones?${new URLSearchParams({ industry: lawyers }).toString()}`,
  );

  const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
  await sidebar.getByRole('link', { name: 'Inicio', exact: true }).click();
  await home.getByRole('button', { name: 'Auto-clasificar industrias' }).click();
  await expect(home.getByRole('status').filter({ hasText: '✅' })).toHaveText(
    /✅ [1-9]\d* sources reclasificados \(Reglas: [1-9]\d*, AI model: \d+\)/,
  );
  await expect(home.getByRole('button', { name: 'Auto-clasificar industrias' })).toBeEnabled();

  // The search looks in every industry unless told; a result opens Opiniones on its comment.
  await home.getByRole('button', { name: 'Buscar comentarios' }).click();
  const search = home.getByRole('dialog', { name: 'Buscar comentarios' });
  await expect(search.getByLabel('Industria')).toHaveValue('');
  await search.getByLabel('Texto a buscar').fill('caro');
  await search.getByRole('button', { name: 'Buscar' }).click();
  const results = search.getByRole('list', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(results.getByRole('listitem').filter({ hasText: lawyers })).toHaveCount(3);
  const clinicResult = results.getByRole('button').filter({ hasText: clinics });
  await expect(clinicResult.locator('mark')).toHaveText('caro');
  await clinicResult.click();
  const inbox = screen(page, 'opiniones');
  await expect(inbox).toHaveAttribute('data-industry', clinics);
  await expect(page).toHaveURL((url) => {
    const query = new URLSearchParams(url.hash.split('?')[1]);
    return (
      url.hash.startsWith('#/opiniones?') &&
      query.get('industry') === clinics &&
      query.get('q') === 'caro' &&
      /^\d+$/.test(query.get('comment') ?? '')
    );
  });
  const opened = inbox.getByRole('article').first();
  await expect(opened).toBeFocused();
  await expect(opened).toContainText('Abierto desde la búsqueda');
  await expect(opened).toContainText(sampleObjections[3]);

  await sidebar.getByRole('link', { name: 'Inicio', exact: true }).click();
  expect(englishFetched).toEqual([]);
  await home.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(home.getByRole('tab', { name: 'Objections' })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Auto-classify industries' })).toBeVisible();
  await expect(home.getByRole('group', { name: 'Industries' })).toBeVisible();

  await page.reload();
  await expect(home.getByRole('tab', { name: 'Objections' })).toBeVisible();
  await expect(home.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A screen first opened in English shows in English.
  await page.locator('nav [data-page="reporte"]').click();
  await expect(screen(page, 'reporte').getByRole('heading', { level: 1 })).toHaveText('Report');
  expect(englishFetched.length).toBeGreaterThan(0);
  await page.locator('nav [data-page="inicio"]').click();

  await home.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(home.getByRole('tab', { name: 'Objeciones' })).toBeVisible();
  await expect(home.getByRole('group', { name: 'Industrias' })).toBeVisible();
});
