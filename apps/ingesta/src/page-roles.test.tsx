import type { ScraperRun } from '@replica/api-client';
import {
  forgetWorkspacesAfterEach,
  roleKnown,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  industriesHandler,
  scraperConfigHandler,
  openTab,
  renderScreen,
  resetLanguage,
  selectTab,
} from './test/render-page';

const failedRun: ScraperRun = {
  id: 1,
  runId: 'run-failed',
  actorId: 'streamers/youtube-comments-scraper',
  taskId: null,
  platform: 'youtube',
  industry: 'Marca Personal',
  status: 'IMPORT-FAILED',
  imported: 40,
  analyzed: 40,
  skipped: 0,
  error: null,
  urlHint: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  finishedAt: '2024-05-01T10:02:00.000Z',
};

const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  scraperConfigHandler,
  http.get('*/functions/v1/scraper-runs', () => HttpResponse.json({ items: [failedRun] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetLanguage());
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const runButton = () => screen.queryByRole('button', { name: 'Ejecutar Apify' });

describe('Ingesta for a viewer', () => {
  beforeEach(() => server.use(workspacesHandler('viewer')));

  it('says the role may see the data, not import it, instead of the four forms', async () => {
    renderScreen();

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Tu rol (Lector) permite ver los datos, no importarlos.',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(runButton()).not.toBeInTheDocument();
  });

  it('lists the recent runs without re-importing them', async () => {
    renderScreen();

    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByText('IMPORT-FAILED')).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Reimportar' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderScreen();

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your role (Viewer) lets you see the data, not import it.',
    );
  });
});

describe('Ingesta before the role is known', () => {
  it('shows neither the forms nor the read-only note', async () => {
    let asked = false;
    server.use(
      http.get('*/functions/v1/workspaces', () => {
        asked = true;
        return new Promise<never>(() => undefined);
      }),
    );
    renderScreen();
    await waitFor(() => expect(asked).toBe(true));

    expect(screen.getByRole('heading', { level: 1, name: 'Ingesta' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('Ingesta for an analyst', () => {
  beforeEach(() => server.use(workspacesHandler('analyst')));

  it('offers the manual, file and bulk intake', async () => {
    await openTab('Manual');
    expect(screen.getByRole('button', { name: 'Añadir comentario' })).toBeVisible();
    await selectTab('Archivo');
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    await selectTab('Múltiple');
    expect(screen.getByRole('textbox', { name: 'Comentarios' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('re-imports runs but may not start one, and says so', async () => {
    await openTab('Scraping (Apify)');

    expect(runButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Actor ID' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Tu rol (Analista) permite reimportar ejecuciones de Apify, no iniciarlas.',
    );
    expect(screen.queryByTestId('webhook-url')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByRole('button', { name: 'Reimportar' })).toBeVisible();
  });

  it('starts a re-import without the run form', async () => {
    server.use(
      http.post('*/functions/v1/reimport-apify-run', () =>
        HttpResponse.json(
          { imported: 40, analyzed: 40, runId: 'run-failed', status: 'IMPORTING' },
          { status: 202 },
        ),
      ),
    );
    await openTab('Scraping (Apify)');
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });

    await userEvent.click(within(table).getByRole('button', { name: 'Reimportar' }));

    expect(
      await screen.findByText(
        'Reimportación en marcha: la lista de ejecuciones muestra cómo avanza.',
      ),
    ).toBeVisible();
  });
});

describe.each(['admin', 'owner'] as const)('Ingesta for an %s', (role) => {
  beforeEach(() => server.use(workspacesHandler(role)));

  it('starts scraping runs and re-imports them, with no note', async () => {
    await openTab('Scraping (Apify)');

    expect(runButton()).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(await screen.findByTestId('webhook-url')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByRole('button', { name: 'Reimportar' })).toBeVisible();
  });
});

describe('Ingesta refused by the API', () => {
  it('shows the refusal of a role changed meanwhile, and keeps the form', async () => {
    server.use(
      workspacesHandler('analyst'),
      http.post('*/functions/v1/comments-manual', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    await openTab('Manual');
    await roleKnown();

    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Es demasiado caro');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir comentario' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para esta acción',
    );
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('Es demasiado caro');
  });
});
