import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { sampleIndustries, server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

function liveBadge() {
  return screen.getByText('Live Intelligence').closest('[data-loaded]');
}

function metric(name: string) {
  return within(screen.getByRole('region', { name: 'Métricas' })).getByRole('group', { name });
}

describe('Inicio dashboard', () => {
  it('shows the loading state until metrics and industries arrive', async () => {
    server.use(
      http.get('*/functions/v1/dashboard-metrics', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get('*/functions/v1/industries-summary', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'RÉPLICA' })).toBeVisible();
    expect(liveBadge()).toHaveAttribute('data-loaded', 'false');
    expect(screen.getByRole('region', { name: 'Métricas' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Cargando...')).toBeVisible();
  });

  it('turns the badge green and shows the five metrics and the industry cards', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Marca Personal' })).toBeVisible();
    expect(liveBadge()).toHaveAttribute('data-loaded', 'true');
    expect(metric('Industrias')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Opiniones 12,345' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Objeciones raíz 7' })).toBeVisible();
    expect(metric('Objeciones hoy')).toHaveTextContent(
      '+3llegadas hoy, aún sin analizarPendiente análisis',
    );
    expect(metric('Industrias')).toHaveAccessibleDescription('con al menos un comentario');
    expect(metric('Templates')).toHaveTextContent('4');

    const card = screen.getByRole('heading', { name: 'Marca Personal' }).closest('article')!;
    expect(card).toHaveTextContent('ACTIVO');
    expect(card).toHaveTextContent('Miami • Orlando');
    expect(card).toHaveTextContent('1,234+');
    expect(card).toHaveTextContent('5.5');
    const unclassified = screen
      .getByRole('heading', { name: 'sin_clasificar' })
      .closest('article')!;
    expect(unclassified).toHaveTextContent('Multiple locations');
    // Clients and years never filled in say so rather than a puzzling 0.
    expect(unclassified).toHaveTextContent('ClientesSin indicar');
    expect(unclassified).toHaveTextContent('AñosSin indicar');
    expect(unclassified).not.toHaveTextContent('0.0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no pending badge when nothing is pending today', async () => {
    server.use(
      http.get('*/functions/v1/dashboard-metrics', () =>
        HttpResponse.json({
          industries: 0,
          opinions: 0,
          rootObjections: 0,
          pendingToday: 0,
          templates: 0,
        }),
      ),
    );
    renderPage();

    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
    expect(metric('Objeciones hoy')).toHaveTextContent(
      /^Objeciones hoy\+0llegadas hoy, aún sin analizar$/,
    );
  });

  it('shows zeros and the message when the metrics fail', async () => {
    server.use(
      http.get('*/functions/v1/dashboard-metrics', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch metrics');
    expect(screen.getByRole('button', { name: 'Opiniones 0' })).toBeVisible();
    expect(metric('Objeciones hoy')).toHaveTextContent(
      /^Objeciones hoy\+0llegadas hoy, aún sin analizar$/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Marca Personal' })).toBeVisible();
    expect(liveBadge()).toHaveAttribute('data-loaded', 'false');
  });

  it('shows the failure with a retry, not "no industries yet", when the industries fail', async () => {
    server.use(http.get('*/functions/v1/industries-summary', () => HttpResponse.error()));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch industries');
    expect(screen.queryByText('Aún no hay industrias')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opiniones 12,345' })).toBeVisible();
    expect(liveBadge()).toHaveAttribute('data-loaded', 'false');

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Marca Personal' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(liveBadge()).toHaveAttribute('data-loaded', 'true');
  });

  it('leaves room at the bottom for the whole column of floating buttons', async () => {
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });

    expect(container.querySelector('[data-screen="inicio"]')).toHaveStyle({
      paddingBottom: 'calc(4 * 3rem + 3 * 8px + 24px + 16px)',
    });
    expect(screen.getAllByRole('button', { name: /^(Ir a|Buscar)/ })).toHaveLength(4);
  });

  it('draws every shortcut’s icon as an SVG hidden from readers, named by its button', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });

    const shortcuts = within(screen.getByRole('group', { name: 'Accesos rápidos' })).getAllByRole(
      'button',
    );
    expect(shortcuts.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ir a Opiniones',
      'Ir a Ingesta',
      'Ir a Reporte',
      'Buscar comentarios',
    ]);
    for (const button of shortcuts) {
      expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(button).toHaveTextContent(/^$/);
    }
  });

  it('shows the empty state when there are no industries', async () => {
    server.use(http.get('*/functions/v1/industries-summary', () => HttpResponse.json([])));
    renderPage();

    expect(await screen.findByText('Aún no hay industrias')).toBeVisible();
    expect(liveBadge()).toHaveAttribute('data-loaded', 'true');
  });

  it('shows the placeholders of the Objeciones and Lenguaje tabs when they are turned off', async () => {
    vi.stubEnv('VITE_FEATURE_OBJECTIONS_TAB', 'off');
    vi.stubEnv('VITE_FEATURE_WORDING_TAB', 'off');
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });

    await userEvent.click(screen.getByRole('tab', { name: 'Objeciones' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Próximamente: Vista de objeciones');
    await userEvent.click(screen.getByRole('tab', { name: 'Lenguaje' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Próximamente: Análisis de lenguaje');
    await userEvent.click(screen.getByRole('tab', { name: 'Industries' }));
    expect(screen.getAllByRole('article')).toHaveLength(sampleIndustries.length);
  });

  it('still turns the Lenguaje tab off by its earlier switch', async () => {
    vi.stubEnv('VITE_FEATURE_LANGUAGE_TAB', 'off');
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });

    await userEvent.click(screen.getByRole('tab', { name: 'Lenguaje' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Próximamente: Análisis de lenguaje');
  });
});
