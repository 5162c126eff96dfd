import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import type { RunScraperRequest, ScraperRun } from '@replica/api-client';
import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import {
  industriesHandler,
  scraperConfigHandler,
  openTab,
  renderPage,
  resetLanguage,
  selectTab,
} from '../test/render-page';
import { IMPORTING_POLL_MS } from './use-apify-runs';

const run = (overrides: Partial<ScraperRun> = {}): ScraperRun => ({
  id: 1,
  runId: 'run-1',
  actorId: 'streamers/youtube-comments-scraper',
  taskId: null,
  platform: 'youtube',
  industry: 'Marca Personal',
  status: 'IMPORTED',
  imported: 1_234,
  analyzed: 1_200,
  skipped: 0,
  error: null,
  urlHint: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  finishedAt: '2024-05-01T10:02:00.000Z',
  ...overrides,
});

const runRequests: RunScraperRequest[] = [];
const reimportRequests: unknown[] = [];
let runsRequests = 0;
let runs: ScraperRun[] = [];
const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  scraperConfigHandler,
  http.get('*/functions/v1/scraper-runs', () => {
    runsRequests += 1;
    return HttpResponse.json({ items: runs });
  }),
  http.post('*/functions/v1/run-apify-task', async ({ request }) => {
    runRequests.push((await request.json()) as RunScraperRequest);
    await delay(20);
    runs = [run({ id: 2, status: 'IMPORTED', imported: 12, analyzed: 10 }), ...runs];
    return HttpResponse.json({ imported: 12, analyzed: 10, skipped: 0 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  runRequests.length = 0;
  reimportRequests.length = 0;
  runsRequests = 0;
  runs = [];
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const runButton = () => screen.getByRole('button', { name: /Ejecutar Apify|Ejecutando/ });
const industry = () => screen.getByRole('combobox', { name: 'Industria (requerida)' });

describe('Scraping tab', () => {
  it('starts with youtube, no industry and the example input with maxComments 100', async () => {
    await openTab('Scraping (Apify)');
    expect(screen.getByRole('combobox', { name: 'Plataforma' })).toHaveValue('youtube');
    expect(industry()).toHaveValue('');
    const input = screen.getByRole('textbox', { name: 'Input JSON' }) as HTMLTextAreaElement;
    expect(JSON.parse(input.value)).toEqual({
      startUrls: [{ url: expect.stringContaining('youtube.com') }],
      maxComments: 100,
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plataforma' }), 'tiktok');
    expect(JSON.parse(input.value)).toMatchObject({ maxComments: 100 });
    expect(input.value).toContain('tiktok.com');
  });

  it.each([
    [
      'instagram',
      'apify/instagram-comment-scraper',
      { directUrls: [expect.stringContaining('instagram.com')], resultsLimit: 100 },
    ],
    [
      'facebook',
      'apify/facebook-comments-scraper',
      { startUrls: [{ url: expect.stringContaining('facebook.com') }], resultsLimit: 100 },
    ],
  ])('offers %s with its actor and that actor’s input fields', async (platform, actor, example) => {
    await openTab('Scraping (Apify)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plataforma' }), platform);
    const input = screen.getByRole('textbox', { name: 'Input JSON' }) as HTMLTextAreaElement;
    expect(JSON.parse(input.value)).toEqual(example);
    expect(screen.getByRole('textbox', { name: 'Actor ID' })).toHaveAttribute('placeholder', actor);
  });

  it('gives Actor ID the wider share of its row, so an actor’s full name fits', async () => {
    await openTab('Scraping (Apify)');

    const actor = screen.getByRole('textbox', { name: 'Actor ID' });
    const row = screen.getByTestId('actor-and-task');
    expect(row).toContainElement(actor);
    expect(row).toContainElement(screen.getByRole('textbox', { name: 'Task ID' }));
    // Three fifths of the 52rem form, where a flexible row sized it to the input's default 20
    // characters and cut 'streamers/youtube-comments-scraper'.
    expect(row).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    });
    expect(getComputedStyle(actor).width).toBe('100%');
  });

  it('refuses to run without actor or task, industry, or with invalid JSON', async () => {
    await openTab('Scraping (Apify)');
    await userEvent.click(runButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Debes proporcionar actorId o taskId');

    await userEvent.type(screen.getByRole('textbox', { name: 'Task ID' }), 'mi-tarea');
    await userEvent.click(runButton());
    expect(screen.getByRole('alert')).toHaveTextContent('La industria es requerida');

    await userEvent.selectOptions(industry(), 'Marca Personal');
    const input = screen.getByRole('textbox', { name: 'Input JSON' });
    await userEvent.clear(input);
    await userEvent.type(input, '[[1, 2]');
    await userEvent.click(runButton());
    expect(screen.getByRole('alert')).toHaveTextContent('El Input JSON no es un JSON válido');
    expect(runRequests).toEqual([]);
  });

  it('runs the actor, shows the counts and reloads the recent runs', async () => {
    await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
    expect(await screen.findByText('Todavía no hay ejecuciones')).toBeVisible();
    expect(industry()).toHaveValue('Marca Personal');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Actor ID' }),
      'streamers/youtube-comments-scraper',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'URL de referencia (opcional)' }),
      'https://youtu.be/abc',
    );
    await userEvent.click(runButton());

    expect(screen.getByRole('button', { name: 'Ejecutando...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByText('Importados: 12 · Analizados: 10')).toBeVisible();
    expect(runRequests).toEqual([
      {
        platform: 'youtube',
        industry: 'Marca Personal',
        actorId: 'streamers/youtube-comments-scraper',
        inputJson: expect.stringContaining('"maxComments": 100'),
        urlHint: 'https://youtu.be/abc',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByText('IMPORTED')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says when the run is still going and the webhook will import it', async () => {
    server.use(
      http.post('*/functions/v1/run-apify-task', () =>
        HttpResponse.json({ imported: 0, analyzed: 0, runId: 'run-9', status: 'RUNNING' }),
      ),
    );
    await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Task ID' }), 'mi-tarea');
    await userEvent.click(runButton());
    expect(
      await screen.findByText(
        'La ejecución sigue en curso (RUNNING); el webhook importará sus comentarios al terminar.',
      ),
    ).toBeVisible();
  });

  it.each([
    [
      HttpResponse.json(
        { error: 'Error al ejecutar Apify: 402 Payment Required', code: 'apify_failed' },
        { status: 502 },
      ),
      'Error al ejecutar Apify: 402 Payment Required',
    ],
    [new HttpResponse(null, { status: 500 }), 'Error al ejecutar Apify'],
  ])('shows the error of a failed run', async (response, message) => {
    server.use(http.post('*/functions/v1/run-apify-task', () => response));
    await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Task ID' }), 'mi-tarea');
    await userEvent.click(runButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the webhook URL for the chosen industry and platform, and the secret header', async () => {
    await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
    await waitFor(() =>
      expect(screen.getByTestId('webhook-url')).toHaveTextContent(
        'https://replica.example.com/functions/v1/apify-webhook?token=tok-123&industry=Marca+Personal&platform=youtube',
      ),
    );
    expect(screen.getByTestId('webhook-header')).toHaveTextContent('X-Apify-Webhook-Secret');
    expect(screen.getByRole('button', { name: 'Copiar: URL del webhook' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copiar: Cabecera del secreto' })).toBeEnabled();
  });

  it('changes the URL token after asking, and shows the new URL', async () => {
    let rotations = 0;
    server.use(
      http.post('*/functions/v1/workspaces/current/webhook-token', () => {
        rotations += 1;
        return HttpResponse.json({ webhookToken: 'tok-nuevo' });
      }),
    );
    await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cambiar el token de la URL' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(rotations).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar el token de la URL' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(/dejará de importar comentarios/);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar token' }));
    expect(await screen.findByText(/Token cambiado/)).toBeVisible();
    expect(rotations).toBe(1);
    expect(screen.getByTestId('webhook-url')).toHaveTextContent(
      'https://replica.example.com/functions/v1/apify-webhook?token=tok-nuevo&industry=Marca+Personal&platform=youtube',
    );
  });

  it('shows a refused token change in the red banner and keeps the URL', async () => {
    server.use(
      http.post('*/functions/v1/workspaces/current/webhook-token', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cambiar el token de la URL' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar token' }));
    expect(await screen.findByText('No tienes permiso para esta acción')).toBeVisible();
    expect(screen.getByTestId('webhook-url')).toHaveTextContent('token=tok-123');
  });

  describe('without an Apify account to run on', () => {
    const noApify = (overrides: { webhookConfigured?: boolean } = {}) =>
      server.use(
        http.get('*/functions/v1/scraper-config', () =>
          HttpResponse.json({
            apifyConfigured: false,
            webhookConfigured: overrides.webhookConfigured ?? true,
            webhookUrl: null,
            webhookToken: 'tok-456',
            secretHeader: 'X-Apify-Webhook-Secret',
            waitSeconds: 120,
          }),
        ),
      );

    it('disables the run and links whoever may connect one to its card in Equipo', async () => {
      noApify();
      await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
      expect(
        await screen.findByText(/Para ejecutar scraping hace falta una cuenta de Apify/),
      ).toBeVisible();
      const link = screen.getByRole('link', { name: 'Conectar la cuenta de Apify en Equipo' });
      expect(link).toHaveAttribute('href', '/equipo#cuenta-apify');
      await userEvent.type(
        screen.getByRole('textbox', { name: /Actor ID/ }),
        'streamers/youtube-comments-scraper',
      );
      expect(runButton()).toBeDisabled();
      await userEvent.click(runButton());
      await userEvent.type(screen.getByRole('textbox', { name: /URL de referencia/ }), '{Enter}');
      expect(runRequests).toEqual([]);
      expect(screen.queryByText(/APIFY_/)).not.toBeInTheDocument();
    });

    it('tells a role that may not connect one to ask an admin, with no link', async () => {
      server.use(workspacesHandler('analyst'));
      noApify();
      await openTab('Scraping (Apify)');
      expect(
        await screen.findByText(/Pide a un administrador que la conecte en Equipo\./),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: /Apify/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/APIFY_/)).not.toBeInTheDocument();
    });

    it('says it in English', async () => {
      getDefaultStore().set(languageAtom, 'en');
      noApify();
      await openTab('Scraping (Apify)');
      expect(
        await screen.findByText(/Scraping needs an Apify account, and this workspace has none/),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Connect the Apify account in Team' })).toBeVisible();
    });
  });

  it('warns in plain words when the webhook is not enabled, using this origin for the URL', async () => {
    server.use(
      http.get('*/functions/v1/scraper-config', () =>
        HttpResponse.json({
          apifyConfigured: true,
          webhookConfigured: false,
          webhookUrl: null,
          webhookToken: 'tok-456',
          secretHeader: 'X-Apify-Webhook-Secret',
          waitSeconds: 120,
        }),
      ),
    );
    await openTab('Scraping (Apify)');
    expect(await screen.findByText(/El webhook no está activado en este servidor/)).toBeVisible();
    expect(screen.queryByText(/APIFY_/)).not.toBeInTheDocument();
    expect(screen.queryByText(/hace falta una cuenta de Apify/)).not.toBeInTheDocument();
    expect(runButton()).toBeEnabled();
    expect(screen.getByTestId('webhook-url')).toHaveTextContent(
      `${window.location.origin}/functions/v1/apify-webhook?token=tok-456&platform=youtube`,
    );
  });

  it('lists recent runs with their status, and the error of a failed one', async () => {
    runs = [
      run(),
      run({ id: 3, status: 'FAILED', imported: 0, analyzed: 0, error: 'Actor falló' }),
    ];
    await openTab('Scraping (Apify)');
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByText('1,234')).toBeVisible();
    expect(within(table).getByText('FAILED')).toBeVisible();
    expect(within(table).getByText('Actor falló')).toBeVisible();
  });

  it('offers to re-import only failed imports and runs Apify finished that nobody imported', async () => {
    runs = [
      run({ id: 1, runId: 'run-imported', status: 'IMPORTED' }),
      run({ id: 2, runId: 'run-failed', status: 'IMPORT-FAILED', error: 'Apify falló' }),
      run({ id: 3, runId: 'run-done', status: 'SUCCEEDED', imported: 0, analyzed: 0 }),
      run({ id: 4, runId: 'run-importing', status: 'IMPORTING' }),
      run({ id: 5, runId: 'run-running', status: 'RUNNING' }),
      run({ id: 6, runId: 'run-apify-failed', status: 'FAILED' }),
      run({ id: 7, runId: null, status: 'SUCCEEDED' }),
    ];
    await openTab('Scraping (Apify)');
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    const rowsWithButton = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('button', { name: 'Reimportar' }));
    expect(rowsWithButton.map((row) => within(row).getByText(/^[A-Z-]+$/).textContent)).toEqual([
      'IMPORT-FAILED',
      'SUCCEEDED',
    ]);
    expect(within(rowsWithButton[0]!).getByText('Apify falló')).toBeVisible();
  });

  it('re-imports a failed run as a background job and follows it in the list to the end', async () => {
    runs = [
      run({ id: 2, runId: 'run-failed', status: 'IMPORT-FAILED', imported: 40, analyzed: 40 }),
    ];
    server.use(
      http.post('*/functions/v1/reimport-apify-run', async ({ request }) => {
        reimportRequests.push(await request.json());
        await delay(50);
        runs = [
          run({ id: 2, runId: 'run-failed', status: 'IMPORTING', imported: 40, analyzed: 40 }),
        ];
        return HttpResponse.json(
          { imported: 40, analyzed: 40, runId: 'run-failed', status: 'IMPORTING' },
          { status: 202 },
        );
      }),
    );
    await openTab('Scraping (Apify)');
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    await userEvent.click(within(table).getByRole('button', { name: 'Reimportar' }));

    expect(within(table).getByRole('button', { name: 'Reimportando…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      await screen.findByText(
        'Reimportación en marcha: la lista de ejecuciones muestra cómo avanza.',
      ),
    ).toBeVisible();
    expect(reimportRequests).toEqual([{ runId: 'run-failed' }]);
    expect(await within(table).findByText('IMPORTING')).toBeVisible();
    // The job finishes: the list, asking again while the run imports, shows it imported.
    runs = [run({ id: 2, runId: 'run-failed', imported: 100, analyzed: 100 })];
    expect(await within(table).findByText('IMPORTED')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Reimport/ })).toBeNull();
  });

  it("shows the API's refusal of a run already being imported, and reloads the list", async () => {
    runs = [run({ id: 3, runId: 'run-done', status: 'SUCCEEDED', imported: 0, analyzed: 0 })];
    server.use(
      http.post('*/functions/v1/reimport-apify-run', () => {
        runs = [run({ id: 3, runId: 'run-done', status: 'IMPORTING', imported: 0, analyzed: 0 })];
        return HttpResponse.json(
          { error: 'Esta ejecución ya se está importando', code: 'run_importing' },
          { status: 409 },
        );
      }),
    );
    await openTab('Scraping (Apify)');
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    await userEvent.click(within(table).getByRole('button', { name: 'Reimportar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta ejecución ya se está importando',
    );
    expect(await within(table).findByText('IMPORTING')).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Reimportar' })).toBeNull();
    expect(screen.queryByText(/comentarios nuevos/)).toBeNull();
  });

  describe('while a run is being imported', () => {
    // Real time flows too (msw and the client wait on it); a test jumps to the next poll at will.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(IMPORTING_POLL_MS));

    it('asks for the runs every 2 seconds, so the counts move, until none imports', async () => {
      runs = [run({ status: 'IMPORTING', imported: 1_234, analyzed: 1_000 }), run({ id: 2 })];
      await openTab('Scraping (Apify)');
      const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
      expect(
        within(table).getByText('Importando… 1,234 importados, 1,000 analizados'),
      ).toBeVisible();
      expect(within(table).getAllByText(/^Importando…/)).toHaveLength(1);
      expect(runsRequests).toBe(1);

      runs = [run({ status: 'IMPORTING', imported: 2_500, analyzed: 2_000 }), run({ id: 2 })];
      await nextPoll();
      expect(
        await within(table).findByText('Importando… 2,500 importados, 2,000 analizados'),
      ).toBeVisible();
      expect(runsRequests).toBe(2);

      runs = [run({ status: 'IMPORTED', imported: 3_000, analyzed: 2_900 }), run({ id: 2 })];
      await nextPoll();
      await waitFor(() => expect(within(table).queryByText(/^Importando…/)).toBeNull());
      expect(within(table).getByText('3,000')).toBeVisible();
      expect(within(table).getByText('2,900')).toBeVisible();

      await nextPoll();
      await nextPoll();
      expect(runsRequests).toBe(3);
    });

    it('does not ask again when no run is importing', async () => {
      runs = [run(), run({ id: 3, status: 'RUNNING' })];
      await openTab('Scraping (Apify)');
      await screen.findByRole('table', { name: 'Ejecuciones recientes' });

      await nextPoll();
      await nextPoll();

      expect(runsRequests).toBe(1);
      expect(screen.queryByText(/^Importando…/)).toBeNull();
    });

    it('stops asking once the list is gone', async () => {
      runs = [run({ status: 'IMPORTING' })];
      const view = await renderPage();
      await selectTab('Scraping (Apify)');
      await screen.findByRole('table', { name: 'Ejecuciones recientes' });

      view.unmount();
      await nextPoll();
      await nextPoll();

      expect(runsRequests).toBe(1);
    });

    it('says it in English', async () => {
      act(() => getDefaultStore().set(languageAtom, 'en'));
      runs = [run({ status: 'IMPORTING', imported: 10, analyzed: 8 })];
      await openTab('Scraping (Apify)');

      expect(await screen.findByText('Importing… 10 imported, 8 analysed')).toBeVisible();
    });
  });

  it('shows a loading state, then the error when the runs cannot be loaded', async () => {
    // The answer waits for the test, not a timer: a busy machine may open the tab slowly.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/functions/v1/scraper-runs', async () => {
        await answered;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await openTab('Scraping (Apify)');
    expect(screen.getByText('Cargando...')).toBeVisible();
    answer();
    expect(await screen.findByText('Error al cargar las ejecuciones de Apify')).toBeVisible();
  });

  it('says in English when the runs cannot be loaded, and shows a refusal the API explains', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    // The shell keeps <html lang> on the interface language, the one the client asks the API in.
    document.documentElement.lang = 'en';
    server.use(
      http.get('*/functions/v1/scraper-runs', () => new HttpResponse(null, { status: 500 })),
    );
    await openTab('Scraping (Apify)');
    expect(await screen.findByText('Could not load the Apify runs')).toBeVisible();
    server.use(
      http.get('*/functions/v1/scraper-runs', () =>
        HttpResponse.json(
          { error: 'The database is not available right now.', code: 'database_unavailable' },
          { status: 503 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The database is not available right now.')).toBeVisible();
  });

  it('speaks English', async () => {
    await openTab('Scraping (Apify)');
    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(screen.getByRole('button', { name: 'Run Apify' })).toBeVisible();
    expect(await screen.findByText('No runs yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Run Apify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Provide an actorId or a taskId');
  });
});
