import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  analysedComment,
  fakeApi,
  fakeJobs,
  finishAnalysisAtOnce,
  pendingComment,
  server,
} from './test/inbox-server';
import { CARD_HEIGHT } from './test/layout';
import { setupPageTest, switchLanguage } from './test/page-test';
import { industryCard } from '@replica/api-client/testing/industries';
import { currentLocation } from '@replica/ui/testing';
import { renderPage } from './test/render-page';

setupPageTest();

const cards = () => within(screen.getByRole('feed')).queryAllByRole('article');
const card = (id: number) => screen.getByRole('article', { name: `#${id}` });
const dialog = () => screen.getByRole('alertdialog');

/** jsdom keeps no scroll position, so the list's is set by hand before the scroll event. */
function scrollTo(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(element);
}

function seedThree() {
  fakeApi.comments = [
    pendingComment(3, 'Es demasiado caro para mí'),
    analysedComment(2, 'No confío en que funcione'),
    pendingComment(1, 'Muy caro'),
  ];
}

describe('Opiniones inbox', () => {
  it('opens on the industry with most comments when the link names none', async () => {
    server.use(
      http.get('*/functions/v1/industries-summary', () =>
        HttpResponse.json([industryCard('sin_clasificar', 2), industryCard('Gimnasios', 30)]),
      ),
    );
    await renderPage();

    await waitFor(() =>
      expect(document.querySelector('[data-screen="opiniones"]')).toHaveAttribute(
        'data-industry',
        'Gimnasios',
      ),
    );
    expect(fakeApi.requests.map((url) => url.searchParams.get('industry'))).not.toContain(
      'sin_clasificar',
    );
  });

  it('shows a skeleton, not a count of zero, while the first page is on its way', async () => {
    server.use(
      http.get('*/functions/v1/opiniones', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Opiniones' })).toBeVisible();
    expect(await screen.findByText('Cargando comentarios...')).toBeVisible();
    // No count is known yet: neither the count line nor the button claims zero.
    expect(screen.getByTestId('count-line')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Analizar pendientes (…)' })).toBeDisabled();
  });

  it('shows the empty state and a disabled batch button for an empty industry', async () => {
    await renderPage('/opiniones?industry=Gimnasios');

    expect(await screen.findByText('No hay comentarios en esta industria')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
    expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 0 de 0 comentarios');
    expect(screen.getByRole('combobox', { name: 'Industria' })).toHaveValue('Gimnasios');
  });

  it('shows each comment with its analysis or a Pendiente badge, and the counts', async () => {
    seedThree();
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    const analysed = card(2);
    expect(analysed).toHaveTextContent('#2');
    expect(analysed).toHaveTextContent('Instagram');
    expect(analysed).toHaveTextContent('sin_clasificar');
    expect(analysed).toHaveTextContent('No confío en que funcione');
    expect(analysed).toHaveTextContent('Autora 2');
    expect(within(analysed).getByText('Real 83%')).toBeVisible();
    expect(within(analysed).getByText('Reglas')).toBeVisible();
    expect(within(card(3)).getByText('Pendiente')).toBeVisible();
    expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 3 de 3 comentarios');
    expect(screen.getByTestId('last-action')).toHaveTextContent('Última acción: ninguna');
    expect(screen.getByRole('button', { name: 'Analizar pendientes (2)' })).toBeEnabled();
  });

  it('says on the card why the rules analysed a comment though a model is set up', async () => {
    fakeApi.comments = [
      {
        ...analysedComment(4, 'No sé si vale lo que cuesta'),
        fallback_reason: 'límite de peticiones del proveedor (HTTP 429)',
      },
      analysedComment(5, 'Me da miedo que no funcione', 'claude-sonnet-4-5'),
    ];
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(card(4)).getByTestId('fallback-reason')).toHaveTextContent(
      'Analizado con reglas porque el modelo falló: límite de peticiones del proveedor (HTTP 429)',
    );
    expect(within(card(5)).queryByTestId('fallback-reason')).toBeNull();
  });

  it('shows the error in red and loads again on retry', async () => {
    server.use(
      http.get('*/functions/v1/opiniones', () =>
        HttpResponse.json({ error: 'Error al cargar opiniones' }, { status: 500 }),
      ),
    );
    await renderPage();

    expect(await screen.findByText('Error al cargar opiniones')).toBeVisible();
    server.resetHandlers();
    seedThree();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("moves the focus 'Analizar pendientes' held to the outcome line once none is left", async () => {
    seedThree();
    finishAnalysisAtOnce();
    await renderPage();
    (await screen.findByRole('button', { name: 'Analizar pendientes (2)' })).focus();

    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
    expect(screen.getByTestId('last-action')).toHaveTextContent('2 comentario(s) analizados');
    expect(screen.getByTestId('last-action')).toHaveFocus();
  });

  it('counts and analyses every pending comment, those shorter than 8 characters too', async () => {
    fakeApi.comments = [
      pendingComment(3, 'Es demasiado caro para mí'),
      analysedComment(2, 'No confío en que funcione'),
      pendingComment(1, 'caro'),
    ];
    finishAnalysisAtOnce();
    await renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Analizar pendientes (2)' }));

    expect(await screen.findByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
    expect(within(card(1)).queryByText('Pendiente')).not.toBeInTheDocument();
    expect(within(card(1)).getByText('Reglas')).toBeVisible();
  });

  it("counts and analyses the industry's pending comments, not only those the search shows", async () => {
    fakeApi.comments = [
      pendingComment(3, 'Es demasiado caro'),
      pendingComment(2, 'caro'),
      pendingComment(1, 'Sin más'),
    ];
    await renderPage('/opiniones?industry=sin_clasificar&q=caro');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Analizar pendientes (3)' }));

    await waitFor(() =>
      expect(fakeJobs.starts).toEqual([{ kind: 'analyse-pending', industry: 'sin_clasificar' }]),
    );
  });

  it('says "comentario" for a single comment in the count line, in both languages', async () => {
    fakeApi.comments = [pendingComment(1, 'Es demasiado caro para mí')];
    await renderPage();

    await waitFor(() =>
      expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 1 de 1 comentario'),
    );
    expect(screen.getByTestId('count-line')).not.toHaveTextContent('comentarios');
    switchLanguage('en');
    expect(screen.getByTestId('count-line')).toHaveTextContent(/^Showing 1 of 1 comment$/);
  });

  it('analyses the pending comments in a background job, never in one call, and says what it analysed', async () => {
    seedThree();
    finishAnalysisAtOnce({ byModel: 1, byRules: 1 });
    await renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Analizar pendientes (2)' }));

    expect(
      await screen.findByText('✅ 2 comentario(s) analizados (AI model: 1, Reglas: 1)'),
    ).toBeVisible();
    expect(fakeJobs.starts).toEqual([{ kind: 'analyse-pending', industry: 'sin_clasificar' }]);
    expect(fakeApi.calls).not.toContain('POST /functions/v1/analyze-comments');
  });

  it('analyses one comment now and shows its tag, model and the last action', async () => {
    seedThree();
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.click(within(card(3)).getByRole('button', { name: 'Analizar ahora' }));

    expect(await within(card(3)).findByText('gpt-4o-mini')).toBeVisible();
    expect(within(card(3)).getByText('Real 61%')).toBeVisible();
    expect(screen.getByTestId('last-action')).toHaveTextContent('comentario #3 analizado');
    expect(screen.getByRole('button', { name: 'Analizar pendientes (1)' })).toBeEnabled();
  });

  it('shows Error al analizar in the red banner when one analysis fails', async () => {
    seedThree();
    server.use(
      http.post('*/functions/v1/analyze-comment', () =>
        HttpResponse.json({ error: 'Error al analizar' }, { status: 500 }),
      ),
    );
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Analizar ahora' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al analizar');
  });

  it('deletes one comment after confirming, and a cancel changes nothing', async () => {
    seedThree();
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.click(within(card(2)).getByRole('button', { name: 'Borrar' }));
    expect(dialog()).toHaveAccessibleName('¿Seguro que deseas borrar este comentario?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(fakeApi.comments).toHaveLength(3);

    await userEvent.click(within(card(2)).getByRole('button', { name: 'Borrar' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Borrar' }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('article', { name: '#2' })).not.toBeInTheDocument();
    expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 2 de 2 comentarios');
    expect(screen.getByTestId('last-action')).toHaveTextContent('comentario #2 borrado');
  });

  it('shows Error al borrar when a deletion fails', async () => {
    seedThree();
    server.use(
      http.delete('*/functions/v1/delete-comment/:id', () =>
        HttpResponse.json({ error: 'Error al borrar' }, { status: 500 }),
      ),
    );
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Borrar' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Borrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al borrar');
    expect(cards()).toHaveLength(3);
  });

  it('deletes the selected comments after confirming their number', async () => {
    seedThree();
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    const selectAll = screen.getByRole('checkbox', { name: 'Seleccionar todos' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar comentario 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar comentario 1' }));
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');

    await userEvent.click(screen.getByRole('button', { name: 'Borrar seleccionados (2)' }));
    expect(dialog()).toHaveAccessibleName('¿Seguro que deseas borrar 2 comentario(s)?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(cards()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Borrar seleccionados (2)' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Borrar' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fakeApi.comments.map((comment) => comment.comment_id)).toEqual([2]);
    expect(screen.getByTestId('last-action')).toHaveTextContent('2 comentario(s) borrados');
    expect(screen.getByRole('button', { name: 'Borrar seleccionados (0)' })).toBeDisabled();
  });

  it('keeps a selection across pages and selects every loaded comment at once', async () => {
    fakeApi.comments = Array.from({ length: 150 }, (_, index) =>
      pendingComment(150 - index, `Comentario número ${150 - index}`),
    );
    await renderPage();

    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar comentario 150' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() =>
      expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 150 de 150'),
    );
    expect(screen.getByRole('checkbox', { name: 'Seleccionar comentario 150' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Borrar seleccionados (1)' })).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByRole('button', { name: 'Borrar seleccionados (150)' })).toBeEnabled();
  });

  it('searches with q from the URL and puts a new search in the URL', async () => {
    seedThree();
    await renderPage('/opiniones?industry=sin_clasificar&q=caro');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('count-line')).toHaveTextContent(
      'Mostrando 2 de 2 comentarios que contienen «caro»',
    );
    expect(fakeApi.requests.at(-1)?.searchParams.get('q')).toBe('caro');

    const search = screen.getByRole('searchbox', { name: 'Buscar en los comentarios' });
    await userEvent.clear(search);
    await userEvent.type(search, 'CONFÍO{Enter}');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(currentLocation()).toBe('/opiniones?industry=sin_clasificar&q=CONF%C3%8DO');
    expect(screen.getByText('No confío en que funcione')).toBeVisible();
  });

  it('loads the next page when the list is scrolled near its end', async () => {
    fakeApi.comments = Array.from({ length: 150 }, (_, index) =>
      pendingComment(150 - index, `Comentario número ${150 - index}`),
    );
    await renderPage();

    await waitFor(() =>
      expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 100 de 150'),
    );
    const feed = screen.getByRole('feed');
    scrollTo(feed, 100 * CARD_HEIGHT);

    await waitFor(() =>
      expect(screen.getByTestId('count-line')).toHaveTextContent('Mostrando 150 de 150'),
    );
    expect(fakeApi.requests.at(-1)?.searchParams.get('cursor')).toBe('100');
  });

  it('keeps the cards clickable while the list scrolls', async () => {
    fakeApi.comments = Array.from({ length: 30 }, (_, index) =>
      pendingComment(30 - index, `Comentario número ${30 - index}`),
    );
    await renderPage();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));

    scrollTo(screen.getByRole('feed'), 2 * CARD_HEIGHT);
    const list = cards()[0]!.closest('[role="feed"] > div');
    await waitFor(() => expect(card(28)).toBeInTheDocument());
    expect(list).toHaveStyle({ position: 'relative' });
    expect((list as HTMLElement).style.pointerEvents).toBe('');
  });

  it('renders only a window of cards out of 10,000 loaded comments', async () => {
    fakeApi.comments = Array.from({ length: 10_000 }, (_, index) =>
      pendingComment(10_000 - index, `Comentario largo número ${10_000 - index}`),
    );
    fakeApi.pageLimit = Infinity;
    await renderPage();

    await waitFor(() =>
      expect(screen.getByTestId('count-line')).toHaveTextContent(
        'Mostrando 10,000 de 10,000 comentarios',
      ),
    );
    const rendered = cards();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(30);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');

    const feed = screen.getByRole('feed');
    scrollTo(feed, 5_000 * CARD_HEIGHT);
    const positions = () => cards().map((article) => Number(article.getAttribute('aria-posinset')));
    await waitFor(() => expect(Math.min(...positions())).toBeGreaterThan(4_900));
    expect(Math.max(...positions())).toBeLessThan(5_100);
    expect(cards().length).toBeLessThan(30);
  });

  it('speaks English when the shared language is English', async () => {
    seedThree();
    switchLanguage('en');
    await renderPage();

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Analyse pending (2)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Load' })).toBeVisible();
    expect(screen.getByTestId('count-line')).toHaveTextContent('Showing 3 of 3 comments');
    expect(within(card(3)).getByText('Pending')).toBeVisible();
    expect(within(card(2)).getByText('Rules')).toBeVisible();

    await userEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    expect(dialog()).toHaveAccessibleName('Are you sure you want to delete this comment?');
  });
});
