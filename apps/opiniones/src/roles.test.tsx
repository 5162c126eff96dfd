import { sampleJob } from '@replica/api-client/testing/jobs';
import { workspacesHandler } from '@replica/api-client/testing/workspaces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { analysedComment, fakeApi, fakeJobs, pendingComment, server } from './test/inbox-server';
import { setupPageTest } from './test/page-test';
import { renderPage, renderScreen } from './test/render-page';

setupPageTest();

function seedTwo() {
  fakeApi.comments = [
    pendingComment(2, 'Es demasiado caro para mí'),
    analysedComment(1, 'Muy caro'),
  ];
}

/** Every control of the inbox that changes data, by its accessible name. */
const MUTATING = [
  /^Analizar pendientes/,
  /^Analizar ahora$/,
  /^Corregir etiquetas$/,
  /^Borrar$/,
  /^Borrar seleccionados/,
];

async function cardsShown() {
  await waitFor(() =>
    expect(within(screen.getByRole('feed')).getAllByRole('article')).toHaveLength(2),
  );
}

describe('Opiniones for a viewer', () => {
  it('lists and exports the comments, with nothing that analyses, corrects or deletes', async () => {
    server.use(workspacesHandler('viewer'));
    seedTwo();
    await renderPage();
    await cardsShown();

    for (const name of MUTATING) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cargar' })).toBeEnabled();
    expect(screen.getByRole('article', { name: '#1' })).toHaveTextContent('Muy caro');
  });
});

describe('Opiniones for a viewer while a background analysis runs', () => {
  it('shows its progress without a way to cancel it', async () => {
    server.use(workspacesHandler('viewer'));
    fakeJobs.add(sampleJob({ state: 'running', total: 300, done: 120 }));
    seedTwo();
    await renderPage();

    expect(
      await screen.findByRole('progressbar', { name: 'Analizando comentarios pendientes' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });
});

describe('Opiniones before the role is known', () => {
  it('offers only what reads', async () => {
    let asked = false;
    server.use(
      http.get('*/functions/v1/workspaces', () => {
        asked = true;
        return new Promise<never>(() => undefined);
      }),
    );
    seedTwo();
    renderScreen();
    await cardsShown();
    await waitFor(() => expect(asked).toBe(true));

    for (const name of MUTATING) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});

describe.each(['analyst', 'admin', 'owner'] as const)('Opiniones for an %s', (role) => {
  it('analyses, corrects and deletes, one comment or a selection', async () => {
    server.use(workspacesHandler(role));
    seedTwo();
    await renderPage();
    await cardsShown();

    expect(screen.getByRole('button', { name: 'Analizar pendientes (1)' })).toBeEnabled();
    const card = screen.getByRole('article', { name: '#2' });
    expect(within(card).getByRole('button', { name: 'Analizar ahora' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Corregir etiquetas' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Borrar' })).toBeEnabled();
    expect(within(card).getByRole('checkbox')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Borrar seleccionados/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});

describe('Opiniones refused by the API', () => {
  it('shows the refusal in the red banner and keeps the comment', async () => {
    server.use(
      workspacesHandler('analyst'),
      http.delete('*/functions/v1/delete-comment/:id', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    seedTwo();
    await renderPage();
    await cardsShown();

    await userEvent.click(
      within(screen.getByRole('article', { name: '#2' })).getByRole('button', { name: 'Borrar' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Borrar' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para esta acción',
    );
    expect(screen.getByRole('article', { name: '#2' })).toBeInTheDocument();
    expect(screen.getByTestId('last-action')).toHaveTextContent('Última acción: ninguna');
  });
});
