import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pendingComment } from './test/inbox-server';
import { setupPageTest, switchLanguage } from './test/page-test';
import { currentLocation } from '@replica/ui/testing';
import { renderPage } from './test/render-page';

setupPageTest();

const CLINIC = 'Clínica Estética';
const cardIds = () =>
  within(screen.getByRole('feed'))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('data-comment-id'));

/** Newest first, as the API keeps them: five comments of the clinic, one of another industry. */
function seedClinic() {
  fakeApi.comments = [
    pendingComment(60, 'Es caro el láser', CLINIC),
    pendingComment(50, 'Muy caro el botox', CLINIC),
    pendingComment(45, 'Caro pero bueno', 'Marca Personal'),
    pendingComment(40, 'No me fío del resultado', CLINIC),
    pendingComment(30, 'Demasiado caro para mí', CLINIC),
    pendingComment(20, 'Tardan en responder', CLINIC),
  ];
}

const openedUrl = (comment: number | string, q = 'caro') =>
  `/opiniones?${new URLSearchParams({ industry: CLINIC, q, comment: String(comment) })}`;

describe('Opiniones opened on a comment', () => {
  it('starts the list at the comment, marks it and gives it focus', async () => {
    seedClinic();
    await renderPage(openedUrl(50));

    const opened = await screen.findByRole('article', { name: '#50' });
    expect(cardIds()).toEqual(['50', '30']);
    expect(opened).toHaveFocus();
    expect(within(opened).getByText('Abierto desde la búsqueda')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: '#30' })).queryByText('Abierto desde la búsqueda'),
    ).toBeNull();
    expect(screen.getByTestId('industry')).toHaveTextContent(CLINIC);
    expect(screen.getByRole('searchbox', { name: 'Buscar en los comentarios' })).toHaveValue(
      'caro',
    );
    expect(
      screen.getByText('La lista empieza en el comentario #50; los más recientes no se muestran.'),
    ).toBeVisible();
    const asked = fakeApi.requests.at(-1)!.searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ industry: CLINIC, q: 'caro', from: '50' });
  });

  it('shows the newest again, keeping the industry and the search', async () => {
    seedClinic();
    await renderPage(openedUrl(50));
    await screen.findByRole('article', { name: '#50' });

    await userEvent.click(screen.getByRole('button', { name: 'Ver los más recientes' }));

    await waitFor(() => expect(cardIds()).toEqual(['60', '50', '30']));
    expect(currentLocation()).toBe(
      `/opiniones?${new URLSearchParams({ industry: CLINIC, q: 'caro' })}`,
    );
    expect(screen.queryByText(/La lista empieza en el comentario/)).toBeNull();
    expect(screen.queryByText('Abierto desde la búsqueda')).toBeNull();
  });

  it("leaves the opened comment with 'Cargar' too", async () => {
    seedClinic();
    await renderPage(openedUrl(50));
    await screen.findByRole('article', { name: '#50' });

    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));

    await waitFor(() => expect(cardIds()).toEqual(['60', '50', '30']));
    expect(currentLocation()).not.toContain('comment=');
  });

  it('says so when the comment is no longer in the industry', async () => {
    seedClinic();
    // Moved to another industry since the search: the API answers from its place on.
    await renderPage(openedUrl(45));

    expect(
      await screen.findByText(
        'El comentario #45 ya no está aquí: se borró o pasó a otra industria.',
      ),
    ).toBeVisible();
    expect(cardIds()).toEqual(['30']);
    expect(screen.queryByText('Abierto desde la búsqueda')).toBeNull();
  });

  it.each(['abc', '0', '-4', '1.5'])('opens from the newest for comment=%s', async (comment) => {
    seedClinic();
    await renderPage(openedUrl(comment));

    await waitFor(() => expect(cardIds()).toEqual(['60', '50', '30']));
    expect(fakeApi.requests.at(-1)!.searchParams.has('from')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Ver los más recientes' })).toBeNull();
  });

  it('speaks English', async () => {
    seedClinic();
    switchLanguage('en');
    await renderPage(openedUrl(50));

    const opened = await screen.findByRole('article', { name: '#50' });
    expect(within(opened).getByText('Opened from the search')).toBeVisible();
    expect(
      screen.getByText('The list starts at comment #50; newer ones are not shown.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the newest' })).toBeVisible();
  });
});
