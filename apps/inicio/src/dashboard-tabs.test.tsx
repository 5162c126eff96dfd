import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom } from '@replica/ui';
import { getDefaultStore } from 'jotai';
import { HttpResponse, delay, http } from 'msw';
import { server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

async function openTab(name: string) {
  renderPage('/?industry=Marca%20Personal');
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

describe('Objeciones tab', () => {
  it('shows each industry’s objections with counts, shares and totals, and all together', async () => {
    const panel = await openTab('Objeciones');
    const table = await within(panel).findByRole('table', { name: /por industria y objeción/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Industria', 'precio', 'tiempo', 'miedo', 'Total']);
    const marca = within(table).getByRole('row', { name: /Marca Personal/ });
    expect(
      within(marca)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['375%', '00%', '125%', '4']);
    const all = within(table).getByRole('row', { name: /Todas las industrias/ });
    expect(
      within(all)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['350%', '233%', '117%', '6']);
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get('*/functions/v1/objections-overview', async () => {
        calls += 1;
        if (calls === 1) {
          await delay(200);
          return HttpResponse.json({ error: 'Error al cargar las objeciones' }, { status: 500 });
        }
        return HttpResponse.json({ industries: [], overall: { total: 0, distribution: [] } });
      }),
    );
    const panel = await openTab('Objeciones');
    expect(within(panel).getByText('Cargando objeciones...')).toBeInTheDocument();
    expect(await within(panel).findByText('Error al cargar las objeciones')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByText('Aún no hay comentarios analizados.')).toBeVisible();
  });
});

describe('Lenguaje tab', () => {
  it('lists the words and phrases of the page’s industry with counts and the sample size', async () => {
    const panel = await openTab('Lenguaje');
    expect(within(panel).getByRole('combobox', { name: 'Industria' })).toHaveValue(
      'Marca Personal',
    );
    const words = await within(panel).findByRole('table', { name: 'Palabras más frecuentes' });
    expect(within(words).getByRole('row', { name: 'caro 40' })).toBeVisible();
    expect(within(words).getByRole('row', { name: 'palabra de Marca Personal 12' })).toBeVisible();
    const phrases = within(panel).getByRole('table', { name: /Frases más frecuentes/ });
    expect(within(phrases).getByRole('row', { name: 'no tengo tiempo 9' })).toBeVisible();
    expect(panel).toHaveTextContent(
      'Sobre los 1,234 comentarios de objeción más recientes (como máximo 5,000)',
    );
  });

  it('loads the wording of the industry chosen in the selector', async () => {
    const panel = await openTab('Lenguaje');
    await within(panel).findByRole('table', { name: 'Palabras más frecuentes' });
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Industria' }),
      'sin_clasificar',
    );
    expect(
      await within(panel).findByRole('row', { name: 'palabra de sin_clasificar 12' }),
    ).toBeVisible();
  });

  it('says so when the industry has no objection comments, and speaks English', async () => {
    server.use(
      http.get('*/functions/v1/objection-language', () =>
        HttpResponse.json({ industry: 'x', sampled: 0, limit: 5000, words: [], phrases: [] }),
      ),
    );
    act(() => getDefaultStore().set(languageAtom, 'en'));
    const panel = await openTab('Language');
    expect(
      await within(panel).findByText('This industry has no analysed objection comments yet.'),
    ).toBeVisible();
  });

  it('shows the server’s error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/functions/v1/objection-language', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'No autenticado', code: 'not_signed_in' }, { status: 401 })
          : HttpResponse.json({ industry: 'x', sampled: 0, limit: 5000, words: [], phrases: [] });
      }),
    );
    const panel = await openTab('Lenguaje');
    expect(await within(panel).findByText('No autenticado')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(
        within(panel).getByText('Esta industria aún no tiene comentarios de objeción analizados.'),
      ).toBeVisible(),
    );
  });
});
