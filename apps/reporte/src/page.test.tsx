import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { INDUSTRY, idea, report } from './test/report-fixtures';
import { json, renderPage, server, setUpServer } from './test/render-page';

setUpServer();

describe('Reporte page', () => {
  it('keeps the attributes and heading the shell relies on', async () => {
    await renderPage();

    const page = document.querySelector('[data-screen="reporte"]');
    expect(page).toHaveAttribute('data-industry', INDUSTRY);
    expect(screen.getByRole('heading', { level: 1, name: 'Reporte' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Industria' })).toHaveValue(INDUSTRY);
  });

  it('uses sin_clasificar without ?industry= while no industry has comments', async () => {
    await renderPage(null);

    await waitFor(() =>
      expect(document.querySelector('[data-screen="reporte"]')).toHaveAttribute(
        'data-industry',
        'sin_clasificar',
      ),
    );
    expect(await screen.findByText(/Aún no hay opiniones analizadas/)).toBeInTheDocument();
  });

  it('shows a loading state while the report loads', async () => {
    server.use(http.get('*/functions/v1/report', () => delay('infinite')));
    await renderPage();

    expect(await screen.findByText('Cargando reporte...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Pain Points' })).not.toBeInTheDocument();
  });

  it('explains how to get data when nothing is analysed, with links', async () => {
    await renderPage();

    expect(
      await screen.findByText('Aún no hay opiniones analizadas en esta industria'),
    ).toBeInTheDocument();
    const query = `?industry=${encodeURIComponent(INDUSTRY)}`;
    expect(screen.getByRole('link', { name: 'Ir a Ingesta' })).toHaveAttribute(
      'href',
      `/ingesta${query}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Opiniones' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/opiniones${query}`);
    expect(await screen.findByText('Aún no hay ideas para esta industria')).toBeInTheDocument();
  });

  it('shows ten pain points with frequency, sentiment and a meter', async () => {
    server.use(http.get('*/functions/v1/report', () => json(report)));
    await renderPage();

    const painPoints = await screen.findByRole('region', { name: 'Top Pain Points' });
    expect(within(painPoints).getAllByRole('listitem')).toHaveLength(10);
    const first = within(painPoints).getByRole('meter', { name: 'Dolor 1' });
    expect(first).toHaveAttribute('aria-valuenow', '90');
    expect(within(painPoints).getByText('Real score promedio: 90%')).toBeInTheDocument();
    expect(
      within(painPoints).getByText('Frecuencia: 1,200 · Sentimiento promedio: -0.50'),
    ).toBeInTheDocument();
  });

  it('orders the pain points by frequency when asked, keeping the report on screen meanwhile', async () => {
    const byFrequency = {
      ...report,
      // The fake server's answer for the other order: the same pains, another order.
      topPainPoints: [...report.topPainPoints].reverse(),
    };
    const orders: string[] = [];
    server.use(
      http.get('*/functions/v1/report', async ({ request }) => {
        const order = new URL(request.url).searchParams.get('order') ?? '';
        orders.push(order);
        if (order === 'frequency') await delay(50);
        return json(order === 'frequency' ? byFrequency : report);
      }),
    );
    await renderPage();

    const painPoints = await screen.findByRole('region', { name: 'Top Pain Points' });
    const select = within(painPoints).getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('score');
    await userEvent.selectOptions(select, 'Frecuencia');

    expect(within(painPoints).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() =>
      expect(within(painPoints).getAllByRole('meter')[0]).toHaveAccessibleName(
        byFrequency.topPainPoints[0]!.pain_cluster_label,
      ),
    );
    expect(orders).toEqual(['score', 'frequency']);
  });

  it('says no pain repeats yet when the industry has analyses but no pain point', async () => {
    server.use(http.get('*/functions/v1/report', () => json({ ...report, topPainPoints: [] })));
    await renderPage();

    expect(
      await screen.findByText(/Aún ningún dolor se repite en 3 comentarios o más/),
    ).toBeInTheDocument();
  });

  it('shows the distribution of objections with counts and percents', async () => {
    server.use(http.get('*/functions/v1/report', () => json(report)));
    await renderPage();

    const distribution = await screen.findByRole('region', {
      name: 'Distribution of Objections',
    });
    const rows = within(distribution).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('precio');
    expect(rows[1]).toHaveTextContent('1,500');
    expect(rows[1]).toHaveTextContent('63%');
    expect(rows[2]).toHaveTextContent('38%');
  });

  it('keeps the five whys collapsed until opened', async () => {
    server.use(http.get('*/functions/v1/report', () => json(report)));
    await renderPage();

    const toggle = await screen.findByRole('button', { name: 'Análisis REAL (5 Whys)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Miedo a perder el dinero invertido')).not.toBeInTheDocument();

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const example = screen.getByRole('article', { name: 'precio' });
    expect(example).toHaveTextContent('Emoción: frustración');
    expect(example).toHaveTextContent('Real score: 83%');
    expect(example).toHaveTextContent('Pain cluster: Dolor 1');
    expect(example).toHaveTextContent('Por qué 1Porque el precio supera su presupuesto');
    expect(example).toHaveTextContent('Por qué 5Porque teme perder el dinero');
    expect(example).toHaveTextContent('Causa raíz: Miedo a perder el dinero invertido');
  });

  it('lists the newest ten ideas and links to Templates for the rest', async () => {
    const ideas = Array.from({ length: 12 }, (_, index) => idea(index + 1));
    server.use(http.get('*/functions/v1/templates', () => json({ items: ideas })));
    await renderPage();

    const ideasCard = await screen.findByRole('region', { name: 'Content Ideas' });
    await waitFor(() => expect(within(ideasCard).getAllByRole('article')).toHaveLength(10));
    const first = within(ideasCard).getByRole('article', { name: 'Hook 1' });
    expect(first).toHaveTextContent('video corto');
    expect(first).toHaveTextContent('Ángulo 1');
    expect(first).toHaveTextContent('Guion 1');
    expect(within(ideasCard).getByText(/Mostrando las 10 más recientes de 12/)).toBeInTheDocument();
    expect(within(ideasCard).getByRole('link', { name: 'Ver todas en Templates' })).toHaveAttribute(
      'href',
      `/templates?${new URLSearchParams({ industry: INDUSTRY }).toString()}`,
    );
  });

  it('shows an error with a retry that loads the report again', async () => {
    let calls = 0;
    server.use(
      http.get('*/functions/v1/report', () => {
        calls += 1;
        return calls === 1 ? json({ error: 'Error al cargar el reporte' }, 500) : json(report);
      }),
    );
    await renderPage();

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('No se pudo cargar el reporte');
    expect(panel).toHaveTextContent('Error al cargar el reporte');

    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('region', { name: 'Top Pain Points' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed ideas load in its own card with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/functions/v1/templates', () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'Error loading templates' }, 500)
          : json({ items: [idea(1)] });
      }),
    );
    await renderPage();

    const ideasCard = await screen.findByRole('region', { name: 'Content Ideas' });
    const panel = await within(ideasCard).findByRole('alert');
    expect(panel).toHaveTextContent('Error loading templates');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));

    expect(await within(ideasCard).findByRole('article', { name: 'Hook 1' })).toBeInTheDocument();
  });

  it('loads another industry when one is chosen', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/functions/v1/report', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('industry') ?? '');
        return json(report);
      }),
    );
    await renderPage();

    const selector = await screen.findByRole('combobox', { name: 'Industria' });
    await screen.findByRole('option', { name: 'sin_clasificar' });
    await userEvent.selectOptions(selector, 'sin_clasificar');

    expect(screen.getByTestId('location')).toHaveTextContent('/reporte?industry=sin_clasificar');
    await waitFor(() => expect(asked).toEqual([INDUSTRY, 'sin_clasificar']));
  });
});
