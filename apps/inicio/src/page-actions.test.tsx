import { JOB_POLL_MS } from '@replica/api-client/react';
import { sampleJob } from '@replica/api-client/testing/jobs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeJobs, sampleMetrics, server, setupDashboardServer } from './test/dashboard-server';
import { currentLocation } from '@replica/ui/testing';
import { renderPage } from './test/render-page';

setupDashboardServer();

/** Lets the reclassification's next poll go and its answer land. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
}

async function renderLoaded(url = '/') {
  renderPage(url);
  await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
}

describe('Inicio dashboard navigation', () => {
  it('opens the inbox of an industry from its card, by click or Enter', async () => {
    await renderLoaded();

    await userEvent.click(screen.getByRole('button', { name: 'Marca Personal' }));
    expect(currentLocation()).toBe('/opiniones?industry=Marca+Personal');

    screen.getByRole('button', { name: 'sin_clasificar' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe('/opiniones?industry=sin_clasificar');
  });

  it('opens opiniones and reporte of sin_clasificar from the metric cards', async () => {
    await renderLoaded();

    await userEvent.click(screen.getByRole('button', { name: 'Opiniones 12,345' }));
    expect(currentLocation()).toBe('/opiniones?industry=sin_clasificar');
    await userEvent.click(screen.getByRole('button', { name: 'Objeciones raíz 7' }));
    expect(currentLocation()).toBe('/reporte?industry=sin_clasificar');
  });

  it('goes to opiniones, ingesta and reporte from the floating buttons', async () => {
    await renderLoaded();
    const shortcuts = within(screen.getByRole('group', { name: 'Accesos rápidos' }));

    await userEvent.click(shortcuts.getByRole('button', { name: 'Ir a Ingesta' }));
    expect(currentLocation()).toBe('/ingesta');
    await userEvent.click(shortcuts.getByRole('button', { name: 'Ir a Reporte' }));
    expect(currentLocation()).toBe('/reporte');
    await userEvent.click(shortcuts.getByRole('button', { name: 'Ir a Opiniones' }));
    expect(currentLocation()).toBe('/opiniones');
  });

  it('opens the search over every industry, the text field focused, whatever the URL says', async () => {
    await renderLoaded('/?industry=Marca%20Personal');
    const searchButton = screen.getByRole('button', { name: 'Buscar comentarios' });

    await userEvent.click(searchButton);
    const dialog = screen.getByRole('dialog', { name: 'Buscar comentarios' });
    expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByLabelText('Industria')).toHaveDisplayValue('Todas las industrias');
    expect(within(dialog).getByLabelText('Texto a buscar')).toHaveFocus();
  });

  it('closes the search with Escape and gives focus back to its button', async () => {
    await renderLoaded();
    const searchButton = screen.getByRole('button', { name: 'Buscar comentarios' });
    await userEvent.click(searchButton);
    expect(within(screen.getByRole('dialog')).getByLabelText('Industria')).toHaveValue('');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searchButton).toHaveFocus();
    expect(currentLocation()).toBe('/');
  });
});

describe('Inicio reclassification', () => {
  // Real time flows too (msw and the client wait on it); a test jumps to the next poll at will.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('starts a reclassify job, shows its progress, then the counts in green, and reloads', async () => {
    let metricsCalls = 0;
    server.use(
      http.get('*/functions/v1/dashboard-metrics', () => {
        metricsCalls += 1;
        return HttpResponse.json({ ...sampleMetrics, industries: metricsCalls === 1 ? 2 : 3 });
      }),
    );
    fakeJobs.steps = [
      { state: 'running' },
      { state: 'done', total: 5, done: 5, byRules: 4, byModel: 1 },
    ];
    await renderLoaded();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Auto-clasificar industrias' }),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Reclasificando industrias' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reclasificando...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(fakeJobs.starts).toEqual([{ kind: 'reclassify' }]);
    expect(metricsCalls).toBe(1);

    await nextPoll();

    expect(
      await screen.findByText('✅ 5 sources reclasificados (Reglas: 4, AI model: 1)'),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const industriesMetric = screen.getByRole('group', { name: 'Industrias' });
    await waitFor(() => expect(industriesMetric).toHaveTextContent('3'));
    expect(metricsCalls).toBe(2);
    expect(screen.getByRole('button', { name: 'Auto-clasificar industrias' })).toBeEnabled();
  });

  it('picks up a reclassification already running, so a reload keeps following it', async () => {
    fakeJobs.add(sampleJob({ id: 8, kind: 'reclassify', industry: null, state: 'running' }));
    fakeJobs.steps = [{ state: 'done', total: 2, done: 2, byRules: 2 }];
    await renderLoaded();

    expect(
      await screen.findByRole('progressbar', { name: 'Reclasificando industrias' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reclasificando...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await nextPoll();

    expect(
      await screen.findByText('✅ 2 sources reclasificados (Reglas: 2, AI model: 0)'),
    ).toBeVisible();
    expect(fakeJobs.starts).toEqual([]);
  });

  it('shows the server error in red', async () => {
    server.use(
      http.post('*/functions/v1/jobs', () =>
        HttpResponse.json({ error: 'No autenticado', code: 'not_signed_in' }, { status: 403 }),
      ),
    );
    await renderLoaded();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Auto-clasificar industrias' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Error: No autenticado');
    expect(screen.getByRole('button', { name: 'Auto-clasificar industrias' })).toBeEnabled();
  });

  it('falls back to Error al reclasificar when the server gives no text', async () => {
    server.use(http.post('*/functions/v1/jobs', () => HttpResponse.error()));
    await renderLoaded();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Auto-clasificar industrias' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Error: Error al reclasificar');
  });

  it('says why the reclassification job failed', async () => {
    fakeJobs.steps = [{ state: 'failed', error: 'El clasificador no respondió' }];
    await renderLoaded();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Auto-clasificar industrias' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Error: El clasificador no respondió',
    );
  });
});

describe('Inicio in English', () => {
  it('translates the dashboard from the footer toggle and remembers it', async () => {
    await renderLoaded();

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));

    expect(screen.getByRole('button', { name: 'Opinions 12,345' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Root objections 7' })).toBeVisible();
    expect(screen.getByText('Pending analysis')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Objections' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Auto-classify industries' })).toBeVisible();
    expect(screen.getAllByText('Clients')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Search comments' })).toBeVisible();
    expect(screen.getByText('5+ years of research')).toBeVisible();
    expect(localStorage.getItem('replica.language')).toBe('"en"');

    await userEvent.click(screen.getByRole('tab', { name: 'Language' }));
    expect(await screen.findByRole('table', { name: 'Most frequent words' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(screen.getByRole('tab', { name: 'Lenguaje' })).toBeVisible();
  });

  it('words the reclassification result in English', async () => {
    fakeJobs.steps = [{ state: 'done', total: 2, done: 2, byRules: 2 }];
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Auto-classify industries' }));

    expect(
      await screen.findByText('✅ 2 sources reclassified (Rules: 2, AI model: 0)'),
    ).toBeVisible();
  });
});
