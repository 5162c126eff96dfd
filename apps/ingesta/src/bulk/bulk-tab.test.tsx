import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import type { BulkCommentsRequest } from '@replica/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { industriesHandler, openTab, resetLanguage } from '../test/render-page';

const batches: BulkCommentsRequest[] = [];
const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  http.post('*/functions/v1/comments-bulk', async ({ request }) => {
    const batch = (await request.json()) as BulkCommentsRequest;
    batches.push(batch);
    return HttpResponse.json({
      inserted: batch.comments.length,
      duplicates: 0,
      tooShort: 0,
      failed: 0,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  batches.length = 0;
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const textArea = () => screen.getByRole('textbox', { name: 'Comentarios' });
const previewList = () => screen.getByRole('list', { name: /para importar/ });

async function paste(text: string) {
  await userEvent.click(textArea());
  await userEvent.paste(text);
}

describe('Bulk tab', () => {
  it('defaults to the custom separator ---', async () => {
    await openTab('Múltiple');
    expect(screen.getByRole('combobox', { name: 'Separador' })).toHaveValue('custom');
    expect(screen.getByRole('textbox', { name: 'Separador personalizado' })).toHaveValue('---');
    expect(screen.getByRole('button', { name: 'Vista previa' })).toBeDisabled();
  });

  it('previews the pieces, removes one and imports the rest as Múltiple', async () => {
    await openTab('Múltiple', '/ingesta?industry=Gimnasios');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Plataforma' }),
      'Instagram',
    );
    await paste(
      'Es demasiado caro\n---\nNo confío en ellos\n---\ncorto\n---\nTardan meses en responder',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));

    expect(
      screen.getByText('1 fragmento descartado por tener menos de 8 caracteres'),
    ).toBeVisible();
    expect(within(previewList()).getAllByRole('listitem')).toHaveLength(3);
    expect(previewList()).toHaveAccessibleName('3 comentarios para importar');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar comentario 2' }));
    expect(within(previewList()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar (2)' }));

    expect(await screen.findByTestId('import-summary')).toHaveTextContent(
      'Importados: 2 · Duplicados: 0 · Demasiado cortos: 1 · Fallidos: 0',
    );
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({
      kind: 'bulk',
      industry: 'Gimnasios',
      platform: 'Instagram',
      comments: [
        { text: 'Es demasiado caro', author: 'Múltiple' },
        { text: 'Tardan meses en responder', author: 'Múltiple' },
      ],
    });
    expect(textArea()).toHaveValue('');
  });

  it('marks a piece over 5,000 characters in the preview and imports only the rest', async () => {
    await openTab('Múltiple');
    await paste(`Es demasiado caro\n---\n${'muy largo '.repeat(600)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));

    const [, tooLong] = within(previewList()).getAllByRole('listitem');
    expect(tooLong).toHaveTextContent(
      'Tiene 5,999 caracteres; el máximo es 5,000: no se importará.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar (2)' }));

    expect(await screen.findByTestId('import-summary')).toHaveTextContent(
      'Importados: 1 · Duplicados: 0 · Demasiado cortos: 0 · Fallidos: 0 · Omitidos: 1',
    );
    expect(batches.flatMap((batch) => batch.comments.map((comment) => comment.text))).toEqual([
      'Es demasiado caro',
    ]);
  });

  it("moves the focus 'Confirmar' held to 'Cancelar importación' while it imports, then to the counts", async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.post('*/functions/v1/comments-bulk', async ({ request }) => {
        const batch = (await request.json()) as BulkCommentsRequest;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          inserted: batch.comments.length,
          duplicates: 0,
          tooShort: 0,
          failed: 0,
        });
      }),
    );
    await openTab('Múltiple');
    await paste('Es demasiado caro\n---\nNo confío en ellos');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    screen.getByRole('button', { name: 'Confirmar (2)' }).focus();

    await userEvent.keyboard('{Enter}');

    // The focus moves in an effect after the render that shows its target: wait for it.
    const cancel = await screen.findByRole('button', { name: 'Cancelar importación' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => answer?.());
    const summary = await screen.findByTestId('import-summary');
    // The banner with the counts, read out whole.
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('speaks of one piece in the singular', async () => {
    await openTab('Múltiple');
    await paste('Es demasiado caro\n---\ncorto');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));

    expect(previewList()).toHaveAccessibleName('1 comentario para importar');
    expect(
      screen.getByText('1 fragmento descartado por tener menos de 8 caracteres'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmar (1)' })).toBeEnabled();
  });

  it('splits on every line with the single newline separator', async () => {
    await openTab('Múltiple');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Separador' }), 'newline');
    expect(
      screen.queryByRole('textbox', { name: 'Separador personalizado' }),
    ).not.toBeInTheDocument();
    await paste('Primer comentario\nSegundo comentario\nTercer comentario');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(within(previewList()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps paragraphs together with the double newline separator', async () => {
    await openTab('Múltiple');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Separador' }),
      'double-newline',
    );
    await paste('Primera línea\ndel primero\n\nSegundo comentario');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const items = within(previewList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Primera línea del primero');
  });

  it('cancels the preview back to editing without importing', async () => {
    await openTab('Múltiple');
    await paste('Un comentario largo');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(textArea()).toHaveValue('Un comentario largo');
    expect(batches).toEqual([]);
  });

  it('says so when no piece is long enough', async () => {
    await openTab('Múltiple');
    await paste('hola---adiós');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(textArea()).toHaveAccessibleDescription(
      'No se encontraron comentarios válidos en el texto',
    );
  });

  it('shows the failure counts when the server refuses', async () => {
    server.use(
      http.post('*/functions/v1/comments-bulk', () =>
        HttpResponse.json({ error: 'No hay comentarios para importar' }, { status: 400 }),
      ),
    );
    await openTab('Múltiple');
    await paste('Un comentario largo');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar (1)' }));
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('Fallidos: 1');
    expect(screen.getByRole('status')).toHaveTextContent('No hay comentarios para importar');
  });
});
