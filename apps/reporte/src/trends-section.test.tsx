import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom } from '@replica/ui';
import { getDefaultStore } from 'jotai';
import { delay, http } from 'msw';
import { INDUSTRY, report } from './test/report-fixtures';
import { json, renderPage, server, setUpServer } from './test/render-page';
import { trends } from './test/trend-fixtures';

setUpServer();

describe('Reporte trends', () => {
  beforeEach(() => server.use(http.get('*/functions/v1/report', () => json(report))));

  it('asks for the page’s industry and shows a loading state meanwhile', async () => {
    let asked: string | null = null;
    server.use(
      http.get('*/functions/v1/report-trends', async ({ request }) => {
        asked = new URL(request.url).searchParams.get('industry');
        await delay('infinite');
      }),
    );
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Tendencias de objeciones' });
    expect(await within(section).findByText('Cargando tendencias...')).toBeInTheDocument();
    expect(asked).toBe(INDUSTRY);
  });

  it('draws the chart with an accessible name and flags the tags that rose sharply', async () => {
    server.use(http.get('*/functions/v1/report-trends', () => json(trends)));
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Tendencias de objeciones' });
    const chart = await within(section).findByRole('img', {
      name: 'Gráfico de líneas: comentarios de cada objeción por semana',
    });
    expect(chart.querySelectorAll('path[data-tag]')).toHaveLength(2);
    const rising = within(section).getByRole('list', { name: 'Subida fuerte' });
    expect(within(rising).getAllByRole('listitem')).toHaveLength(1);
    expect(rising).toHaveTextContent('precio — 12 esta semana; media anterior 2.0');
    expect(section).toHaveTextContent(/la semana en curso llega al doble de la media/);
  });

  it('shows the same numbers as a table on demand', async () => {
    server.use(http.get('*/functions/v1/report-trends', () => json(trends)));
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Tendencias de objeciones' });
    const toggle = await within(section).findByRole('button', { name: 'Ver como tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(section).getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(section).getByRole('table', { name: /Comentarios de cada objeción/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[1]).toBe('28 oct');
    expect(headers[12]).toBe('13 ene (en curso)');
    const precio = within(table).getByRole('row', { name: /precio/ });
    const cells = within(precio)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.at(-2)).toBe('12');
    expect(cells.at(-1)).toBe('31');
  });

  it('speaks English when the language is switched', async () => {
    server.use(http.get('*/functions/v1/report-trends', () => json(trends)));
    act(() => getDefaultStore().set(languageAtom, 'en'));
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Objection trends' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Show as table' }));
    expect(
      within(section).getByRole('columnheader', { name: 'Jan 13 (in progress)' }),
    ).toBeVisible();
    expect(section).toHaveTextContent('Sharp rise: precio — 12 this week; previous mean 2.0');
  });

  it('says so when the last 12 weeks hold no analysed comments', async () => {
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Tendencias de objeciones' });
    expect(
      await within(section).findByText('No hay comentarios analizados en las últimas 12 semanas.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get('*/functions/v1/report-trends', () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'Error interno', code: 'internal_error' }, 500)
          : json(trends);
      }),
    );
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Tendencias de objeciones' });
    expect(await within(section).findByText('Error al cargar las tendencias')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(section).getByRole('img')).toBeInTheDocument());
  });
});
