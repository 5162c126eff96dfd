import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '@replica/api-client/testing/downloads';
import { http, HttpResponse } from 'msw';
import { analysedComment, fakeApi, pendingComment, server } from './test/inbox-server';
import { setupPageTest, switchLanguage } from './test/page-test';
import { renderPage } from './test/render-page';

setupPageTest();

const saved = captureDownloads();

describe('Exportar CSV', () => {
  it('downloads the list the screen shows: its industry and search', async () => {
    const user = userEvent.setup();
    fakeApi.comments = [
      pendingComment(3, 'Es demasiado caro para mí'),
      analysedComment(2, 'No confío en que funcione'),
      pendingComment(1, 'Muy caro'),
    ];
    await renderPage('/opiniones?industry=sin_clasificar&q=caro');

    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fakeApi.exports.map((url) => url.search)).toEqual(['?industry=sin_clasificar&q=caro']);
    expect(saved[0]?.name).toBe('opiniones-sin-clasificar-2025-03-05.csv');
    const bytes = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect(new TextDecoder().decode(bytes)).toBe(
      'comment_id,text\r\n3,Es demasiado caro para mí\r\n1,Muy caro\r\n',
    );
    expect(screen.getByTestId('last-action')).toHaveTextContent(
      'Última acción: CSV descargado: opiniones-sin-clasificar-2025-03-05.csv',
    );
  });

  it("exports the URL's search, not a draft typed but not loaded", async () => {
    const user = userEvent.setup();
    await renderPage('/opiniones?industry=Gimnasios');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Buscar en los comentarios' }),
      'x',
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(fakeApi.exports).toHaveLength(1));
    expect(fakeApi.exports[0]?.search).toBe('?industry=Gimnasios');
  });

  it('shows the error and saves nothing when the export fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/functions/v1/export/opiniones.csv', () =>
        HttpResponse.json({ error: 'No autenticado', code: 'not_signed_in' }, { status: 401 }),
      ),
    );
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No autenticado');
    expect(saved).toEqual([]);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    switchLanguage('en');
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getByTestId('last-action')).toHaveTextContent(
        'Last action: CSV downloaded: opiniones-sin-clasificar-2025-03-05.csv',
      ),
    );
  });
});
