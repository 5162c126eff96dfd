import type { SearchAnswer, SearchResult } from '@replica/api-client';
import { currentLocation } from '@replica/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

function result(
  comment_id: number,
  industry: string,
  before: string,
  match: string,
  after: string,
): SearchResult {
  return {
    comment_id,
    industry,
    platform: 'Instagram',
    created_at: '2025-03-04T10:20:00.000Z',
    objection_tag: null,
    excerpt: { before, match, after },
  };
}

const acrossIndustries: SearchResult[] = [
  result(31, 'Clínica Estética', 'El botox es ', 'carísimo', ' aquí'),
  result(17, 'Marca Personal', 'Muy ', 'caro', ' para empezar'),
];

/** The search API answering `answer` (by default the results above), noting what it was asked. */
function searchAnswers(
  answer: (url: URL) => SearchAnswer | Response = () => ({
    items: acrossIndustries,
    more: false,
  }),
) {
  const asked: URL[] = [];
  server.use(
    http.get('*/functions/v1/search', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const answered = answer(url);
      return answered instanceof Response ? answered : HttpResponse.json(answered);
    }),
  );
  return asked;
}

async function openSearch() {
  renderPage();
  await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
  await userEvent.click(screen.getByRole('button', { name: 'Buscar comentarios' }));
  return screen.getByRole('dialog', { name: 'Buscar comentarios' });
}

describe('Inicio search', () => {
  it('searches every industry by default and lists each result with its industry and date', async () => {
    const asked = searchAnswers();
    const dialog = await openSearch();
    const industry = within(dialog).getByRole('combobox', { name: 'Industria' });
    expect(industry).toHaveValue('');
    expect(within(industry).getByRole('option', { selected: true })).toHaveTextContent(
      'Todas las industrias',
    );

    await userEvent.type(within(dialog).getByLabelText('Texto a buscar'), '  caro {Enter}');

    const list = await within(dialog).findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { q: 'caro', limit: '20' },
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 resultados');
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('El botox es carísimo aquí');
    expect(first).toHaveTextContent('Clínica Estética');
    expect(first).toHaveTextContent('4 mar 2025');
    expect(first?.querySelector('mark')).toHaveTextContent(/^carísimo$/);
    expect(second).toHaveTextContent('Marca Personal');
    expect(within(dialog).queryByRole('button', { name: 'Ver todos en Opiniones' })).toBeNull();

    await userEvent.click(first!);

    expect(currentLocation()).toBe(
      '/opiniones?industry=Cl%C3%ADnica+Est%C3%A9tica&q=caro&comment=31',
    );
  });

  it('keeps to the industry chosen, follows the filter at once and opens all of it in Opiniones', async () => {
    const asked = searchAnswers((url) => {
      const industry = url.searchParams.get('industry');
      return {
        items: acrossIndustries.filter((item) => !industry || item.industry === industry),
        more: false,
      };
    });
    const dialog = await openSearch();
    await userEvent.type(within(dialog).getByLabelText('Texto a buscar'), 'caro{Enter}');
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Industria' }),
      'Marca Personal',
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 resultado');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(asked.at(-1)?.searchParams.get('industry')).toBe('Marca Personal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver todos en Opiniones' }));
    expect(currentLocation()).toBe('/opiniones?industry=Marca+Personal&q=caro');
  });

  it('says when nothing matches, and where it looked', async () => {
    searchAnswers(() => ({ items: [], more: false }));
    const dialog = await openSearch();

    await userEvent.type(within(dialog).getByLabelText('Texto a buscar'), 'caro{Enter}');

    expect(await within(dialog).findByText('Sin resultados para «caro»')).toBeVisible();
    expect(within(dialog).getByText('Se buscó en todas las industrias.')).toBeVisible();

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Industria' }),
      'sin_clasificar',
    );
    expect(
      await within(dialog).findByText(
        'Se buscó solo en sin_clasificar; prueba con todas las industrias.',
      ),
    ).toBeVisible();
  });

  it('says when only the newest results are shown', async () => {
    searchAnswers(() => ({ items: acrossIndustries, more: true }));
    const dialog = await openSearch();

    await userEvent.type(within(dialog).getByLabelText('Texto a buscar'), 'caro{Enter}');

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Los 2 más recientes; hay más.',
    );
    expect(
      within(dialog).getByText('Elige una industria o precisa el texto para ver el resto.'),
    ).toBeVisible();
  });

  it('asks for two characters before searching, and asks nothing of the API', async () => {
    const asked = searchAnswers();
    const dialog = await openSearch();
    const text = within(dialog).getByLabelText('Texto a buscar');

    await userEvent.type(text, ' a {Enter}');

    expect(text).toHaveAccessibleDescription('Escribe al menos 2 caracteres para buscar');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();
    expect(asked).toEqual([]);

    await userEvent.type(text, 'b');
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('shows a failed search with a retry that searches again', async () => {
    let fail = true;
    searchAnswers(() =>
      fail ? new HttpResponse(null, { status: 500 }) : { items: acrossIndustries, more: false },
    );
    const dialog = await openSearch();

    await userEvent.type(within(dialog).getByLabelText('Texto a buscar'), 'caro{Enter}');

    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('Error al cargar opiniones');
    fail = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
  });

  it('speaks English', async () => {
    searchAnswers(() => ({ items: [], more: false }));
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search comments' }));
    const dialog = screen.getByRole('dialog', { name: 'Search comments' });
    expect(within(dialog).getByRole('option', { name: 'All industries' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Text to search'), 'caro{Enter}');

    expect(await within(dialog).findByText('No results for “caro”')).toBeVisible();
    expect(within(dialog).getByText('Searched all industries.')).toBeVisible();
  });
});
