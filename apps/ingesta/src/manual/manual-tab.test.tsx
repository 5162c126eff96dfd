import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { languageAtom } from '@replica/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { industriesHandler, renderPage, resetLanguage } from '../test/render-page';

const requests: unknown[] = [];
const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  http.post('*/functions/v1/comments-manual', async ({ request }) => {
    requests.push(await request.json());
    await delay(20);
    return HttpResponse.json({ inserted: true, commentId: 41 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const textField = () => screen.getByRole('textbox', { name: 'Texto' });
const submit = () => screen.getByRole('button', { name: /Añadir comentario|Añadiendo/ });

describe('Manual tab', () => {
  it('opens first, with the heading and the industry of ?industry=', async () => {
    await renderPage('/ingesta?industry=Gimnasios');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingesta' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelector('[data-screen="ingesta"]')).toHaveAttribute(
      'data-industry',
      'Gimnasios',
    );
    expect(await screen.findByRole('option', { name: 'Gimnasios' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Industria' })[0]).toHaveValue('Gimnasios');
  });

  it('requires the text before sending anything', async () => {
    await renderPage();
    await userEvent.type(textField(), '   ');
    await userEvent.click(submit());
    expect(textField()).toHaveAccessibleDescription('El texto es requerido');
    expect(requests).toEqual([]);
  });

  it('sends author, text, industry and platform, then says it was added', async () => {
    await renderPage('/ingesta?industry=Marca%20Personal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Autor (opcional)' }), 'Ana');
    await userEvent.selectOptions(
      screen.getAllByRole('combobox', { name: 'Plataforma' })[0]!,
      'TikTok',
    );
    await userEvent.type(textField(), 'Es demasiado caro para mí');
    await userEvent.click(submit());

    expect(screen.getByRole('button', { name: 'Añadiendo...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Comentario añadido (ID 41)');
    expect(requests).toEqual([
      {
        author: 'Ana',
        text: 'Es demasiado caro para mí',
        industry: 'Marca Personal',
        platform: 'TikTok',
      },
    ]);
    expect(textField()).toHaveValue('');
  });

  it("shows 'Error al añadir comentario' when the comment was not inserted", async () => {
    server.use(
      http.post('*/functions/v1/comments-manual', () =>
        HttpResponse.json({ inserted: false, commentId: 0 }),
      ),
    );
    await renderPage();
    await userEvent.type(textField(), 'Un comentario cualquiera');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al añadir comentario');
  });

  it("shows the server's catalogue text when the call fails", async () => {
    server.use(
      http.post('*/functions/v1/comments-manual', () =>
        HttpResponse.json(
          { error: 'El texto es requerido', code: 'text_required' },
          { status: 400 },
        ),
      ),
    );
    await renderPage();
    await userEvent.type(textField(), 'Un comentario cualquiera');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('El texto es requerido');
  });

  it('speaks English when the shared language is English', async () => {
    await renderPage();
    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'File' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      'Text is required',
    );
  });
});
