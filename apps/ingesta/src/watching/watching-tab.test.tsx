import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import type { Watch, WatchRequest, WatchRun } from '@replica/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { languageAtom } from '@replica/ui';
import { getDefaultStore } from 'jotai';
import {
  industriesHandler,
  openTab,
  resetLanguage,
  scraperConfigHandler,
} from '../test/render-page';

const TIME_ZONE = 'Europe/Madrid';

const run = (overrides: Partial<WatchRun> = {}): WatchRun => ({
  id: 1,
  scheduledFor: '2030-01-16T08:00:00.000Z',
  state: 'succeeded',
  imported: 12,
  analyzed: 12,
  skipped: 1,
  error: null,
  apifyRunId: 'run-1',
  finishedAt: '2030-01-16T08:01:00.000Z',
  ...overrides,
});

const watch = (overrides: Partial<Watch> = {}): Watch => ({
  id: 1,
  name: 'Vídeo de lanzamiento',
  actorId: 'streamers/youtube-comments-scraper',
  taskId: null,
  inputJson: '{"maxComments":100}',
  platform: 'youtube',
  industry: 'Marca Personal',
  urlHint: null,
  frequency: 'daily',
  weekday: null,
  hour: 9,
  state: 'active',
  pausedReason: null,
  consecutiveFailures: 0,
  waitingForApify: false,
  nextRunAt: '2030-01-17T08:00:00.000Z',
  lastRun: run(),
  createdAt: '2030-01-15T10:00:00.000Z',
  ...overrides,
});

let watches: Watch[] = [];
let runs: WatchRun[] = [];
const created: WatchRequest[] = [];
const calls: string[] = [];
const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  scraperConfigHandler,
  http.get('*/functions/v1/watches', () =>
    HttpResponse.json({ items: watches, timeZone: TIME_ZONE }),
  ),
  http.get('*/functions/v1/watches/:id/runs', () => HttpResponse.json({ items: runs })),
  http.post('*/functions/v1/watches', async ({ request }) => {
    const body = (await request.json()) as WatchRequest;
    created.push(body);
    const saved = watch({ id: 2, name: body.name, lastRun: null, hour: body.hour });
    watches = [...watches, saved];
    return HttpResponse.json(saved, { status: 201 });
  }),
  http.post('*/functions/v1/watches/:id/:action', ({ params }) => {
    calls.push(`${String(params.action)} ${String(params.id)}`);
    const state = params.action === 'pause' ? 'paused' : 'active';
    watches = watches.map((each) => ({
      ...each,
      state,
      nextRunAt: state === 'paused' ? null : each.nextRunAt,
    }));
    return HttpResponse.json(watches[0], { status: params.action === 'run' ? 202 : 200 });
  }),
  http.delete('*/functions/v1/watches/:id', ({ params }) => {
    calls.push(`delete ${String(params.id)}`);
    watches = watches.filter((each) => String(each.id) !== params.id);
    return HttpResponse.json({ deleted: 1 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  watches = [];
  runs = [];
  created.length = 0;
  calls.length = 0;
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const openWatching = () => openTab('Seguimiento');

describe('Seguimiento tab', () => {
  it('says there are no watches yet, and in which time zone hours are', async () => {
    await openWatching();
    expect(await screen.findByText(/Aún no hay seguimientos/)).toBeInTheDocument();
    expect(
      screen.getByText(/zona horaria del espacio de trabajo \(Europe\/Madrid\)/),
    ).toBeInTheDocument();
  });

  it('shows a watch with its schedule, next run in the workspace zone and last outcome', async () => {
    watches = [watch()];
    await openWatching();
    const card = await screen.findByRole('listitem', { name: 'Vídeo de lanzamiento' });
    expect(within(card).getByText('Activo')).toBeInTheDocument();
    expect(within(card).getByText(/Cada día a las 09:00/)).toBeInTheDocument();
    // 08:00 UTC is 09:00 in Madrid in January.
    expect(within(card).getByText(/Próxima ejecución: 17 ene 2030, 9:00/)).toBeInTheDocument();
    expect(within(card).getByText(/12 comentarios nuevos, 12 analizados/)).toBeInTheDocument();
  });

  it('refuses a watch without a name and saves a weekly one', async () => {
    await openWatching();
    const form = await screen.findByRole('form', { name: 'Nuevo seguimiento' });
    const save = within(form).getByRole('button', { name: 'Guardar seguimiento' });
    await userEvent.click(save);
    expect(
      await within(form).findByText('El nombre del seguimiento es requerido'),
    ).toBeInTheDocument();
    expect(created).toEqual([]);

    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Nombre' }),
      'Reseñas semanales',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Actor ID/ }),
      'streamers/youtube-comments-scraper',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Frecuencia' }),
      'weekly',
    );
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Día' }), 'Viernes');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Hora' }), '18:00');
    await userEvent.click(save);
    expect(await screen.findByText('Seguimiento «Reseñas semanales» guardado')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Reseñas semanales',
        actorId: 'streamers/youtube-comments-scraper',
        frequency: 'weekly',
        weekday: 5,
        hour: 18,
        platform: 'youtube',
      }),
    ]);
    expect(await screen.findByRole('listitem', { name: 'Reseñas semanales' })).toBeInTheDocument();
  });

  it('pauses, resumes, runs now with its history, and deletes only after confirming', async () => {
    watches = [watch()];
    runs = [
      run({
        id: 3,
        state: 'failed',
        error: 'la ejecución x terminó con estado FAILED',
        imported: 0,
        analyzed: 0,
      }),
    ];
    await openWatching();
    const card = await screen.findByRole('listitem', { name: 'Vídeo de lanzamiento' });
    await userEvent.click(within(card).getByRole('button', { name: 'Pausar' }));
    expect(await within(card).findByText('Pausado')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Reanudar' }));
    expect(await within(card).findByText('Activo')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Ejecutar ahora' }));
    const history = await within(card).findByRole('table', {
      name: 'Historial de «Vídeo de lanzamiento»',
    });
    expect(within(history).getByText('Fallida')).toBeInTheDocument();
    expect(within(history).getByText(/terminó con estado FAILED/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).not.toContain('delete 1');
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Vídeo de lanzamiento' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(['pause 1', 'resume 1', 'run 1', 'delete 1']);
  });

  it('shows why a watch paused itself', async () => {
    watches = [
      watch({
        state: 'paused',
        nextRunAt: null,
        consecutiveFailures: 3,
        pausedReason: 'Pausado tras 3 ejecuciones fallidas seguidas. Último error: sin token',
      }),
    ];
    await openWatching();
    const card = await screen.findByRole('listitem', { name: 'Vídeo de lanzamiento' });
    expect(
      within(card).getByText(/Pausado tras 3 ejecuciones fallidas seguidas/),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Próxima ejecución/)).not.toBeInTheDocument();
  });

  describe('without an Apify account to run on', () => {
    const noApify = () =>
      server.use(
        http.get('*/functions/v1/scraper-config', () =>
          HttpResponse.json({
            apifyConfigured: false,
            webhookConfigured: true,
            webhookUrl: null,
            webhookToken: null,
            secretHeader: 'X-Apify-Webhook-Secret',
            waitSeconds: 120,
          }),
        ),
      );

    it('shows the active watches waiting, with no next run, and allows no save, resume or run', async () => {
      noApify();
      watches = [
        watch({ waitingForApify: true, nextRunAt: null }),
        watch({ id: 2, name: 'En pausa', state: 'paused', nextRunAt: null, lastRun: null }),
      ];
      await openWatching();
      expect(
        await screen.findByText(/Los seguimientos se ejecutan con una cuenta de Apify/),
      ).toBeVisible();
      expect(
        screen.getByRole('link', { name: 'Conectar la cuenta de Apify en Equipo' }),
      ).toHaveAttribute('href', '/equipo#cuenta-apify');

      const waiting = await screen.findByRole('listitem', { name: 'Vídeo de lanzamiento' });
      expect(within(waiting).getByText('Esperando a Apify')).toBeVisible();
      expect(within(waiting).queryByText('Activo')).not.toBeInTheDocument();
      expect(
        within(waiting).getByText(
          'No se ejecutará hasta que el espacio de trabajo tenga una cuenta de Apify conectada.',
        ),
      ).toBeVisible();
      expect(within(waiting).queryByText(/Próxima ejecución/)).not.toBeInTheDocument();
      expect(within(waiting).getByRole('button', { name: 'Ejecutar ahora' })).toBeDisabled();
      expect(within(waiting).getByRole('button', { name: 'Editar' })).toBeDisabled();
      expect(within(waiting).getByRole('button', { name: 'Pausar' })).toBeEnabled();
      const paused = screen.getByRole('listitem', { name: 'En pausa' });
      expect(within(paused).getByText('Pausado')).toBeVisible();
      expect(within(paused).getByRole('button', { name: 'Reanudar' })).toBeDisabled();

      const form = screen.getByRole('form', { name: 'Nuevo seguimiento' });
      await userEvent.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Nuevo');
      const save = within(form).getByRole('button', { name: 'Guardar seguimiento' });
      expect(save).toBeDisabled();
      await userEvent.click(save);
      expect(created).toEqual([]);
      expect(calls).toEqual([]);
    });

    it('tells an analyst to ask an admin, in English too', async () => {
      server.use(workspacesHandler('analyst'));
      noApify();
      watches = [watch({ waitingForApify: true, nextRunAt: null })];
      await openWatching();
      expect(
        await screen.findByText(/Pide a un administrador que la conecte en Equipo\./),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: /Apify/ })).not.toBeInTheDocument();
      const card = await screen.findByRole('listitem', { name: 'Vídeo de lanzamiento' });
      expect(within(card).getByText('Esperando a Apify')).toBeVisible();

      getDefaultStore().set(languageAtom, 'en');
      expect(await screen.findByText(/Ask an admin to connect one in Team\./)).toBeVisible();
      expect(within(card).getByText('Waiting for Apify')).toBeVisible();
    });
  });

  it('offers an analyst the list and history, not the form or the changes', async () => {
    server.use(workspacesHandler('analyst'));
    watches = [watch()];
    await openWatching();
    expect(
      await screen.findByText(/Tu rol \(Analista\) permite ver los seguimientos/),
    ).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Vídeo de lanzamiento' });
    expect(within(card).queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Historial' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuevo seguimiento' })).not.toBeInTheDocument();
  });
});
