import { JOB_POLL_MS } from '@replica/api-client/react';
import { sampleJob } from '@replica/api-client/testing/jobs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  analysePendingAsTheJobDoes,
  analysedComment,
  fakeApi,
  fakeJobs,
  pendingComment,
  server,
} from './test/inbox-server';
import { setupPageTest, switchLanguage } from './test/page-test';
import { renderPage } from './test/render-page';

setupPageTest();

// Real time flows too (msw and the client wait on it); a test jumps to the next poll at will.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Lets the job's next poll go, and what it set off (a reload of the inbox) land. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
}

function seedPending(count: number) {
  fakeApi.comments = Array.from({ length: count }, (_, index) =>
    pendingComment(count - index, `Comentario pendiente número ${count - index}`),
  );
}

const inboxLoads = () => fakeApi.requests.filter((url) => !url.searchParams.has('cursor')).length;
const progress = () =>
  screen.queryByRole('progressbar', { name: 'Analizando comentarios pendientes' });
const analyseButton = () =>
  screen.getByRole('button', { name: /^Analizar pendientes|^Analizando/ });

async function startAnalysis(pending: number) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Analizar pendientes (${pending})` }),
  );
}

describe('Opiniones analysing the pending comments in a background job', () => {
  it('starts one for a handful of pending comments too, and leaves none pending, however short', async () => {
    fakeApi.comments = [
      pendingComment(3, 'Es demasiado caro para mí'),
      pendingComment(2, 'No me fío de ellos'),
      pendingComment(1, 'caro'),
    ];
    fakeJobs.steps = [
      { state: 'running', total: 3, done: 1, byRules: 1, etaSeconds: 60 },
      { state: 'done', done: 3, byRules: 3, etaSeconds: null },
    ];
    await renderPage();
    await startAnalysis(3);

    expect(fakeJobs.starts).toEqual([{ kind: 'analyse-pending', industry: 'sin_clasificar' }]);
    await waitFor(() => expect(progress()).toBeVisible());
    expect(screen.getByText('1 de 3 · ≈ 1 min restantes · IA: 0 · Reglas: 1')).toBeVisible();
    expect(analyseButton()).toBeDisabled();

    analysePendingAsTheJobDoes();
    await nextPoll();

    expect(
      await screen.findByText('✅ 3 comentario(s) analizados (AI model: 0, Reglas: 3)'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: '#1' })).getByText('Reglas')).toBeVisible(),
    );
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
    expect(analyseButton()).toHaveTextContent('Analizar pendientes (0)');
    expect(analyseButton()).toBeDisabled();
    expect(fakeApi.calls).not.toContain('POST /functions/v1/analyze-comments');
  });

  it('starts a background job, shows its progress above the list and reloads as it goes', async () => {
    seedPending(150);
    fakeJobs.steps = [
      { state: 'queued', total: 150 },
      { state: 'running', done: 60, byModel: 10, byRules: 50, etaSeconds: 120 },
      { state: 'done', done: 150, byModel: 10, byRules: 140, etaSeconds: null },
    ];
    await renderPage();
    await startAnalysis(150);

    expect(fakeJobs.starts).toEqual([{ kind: 'analyse-pending', industry: 'sin_clasificar' }]);
    await waitFor(() => expect(progress()).toBeVisible());
    expect(analyseButton()).toBeDisabled();
    expect(analyseButton()).toHaveTextContent('Analizando...');
    expect(progress()!.compareDocumentPosition(screen.getByRole('feed'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    fakeApi.comments = fakeApi.comments.map((comment) =>
      comment.comment_id > 90 ? analysedComment(comment.comment_id, comment.text) : comment,
    );
    await nextPoll();
    expect(
      await screen.findByText('60 de 150 · ≈ 2 min restantes · IA: 10 · Reglas: 50'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '#150' })).getByText('Reglas'),
      ).toBeVisible(),
    );

    const loadsBeforeTheEnd = inboxLoads();
    await nextPoll();

    expect(
      await screen.findByText('✅ 150 comentario(s) analizados (AI model: 10, Reglas: 140)'),
    ).toBeVisible();
    expect(progress()).not.toBeInTheDocument();
    await waitFor(() => expect(inboxLoads()).toBe(loadsBeforeTheEnd + 1));
    expect(screen.getByTestId('last-action')).toHaveTextContent('150 comentario(s) analizados');
    // The button it was started with was disabled meanwhile; the outcome line has the focus.
    expect(screen.getByTestId('last-action')).toHaveFocus();
  });

  it('says while it runs and at its end why the model failed for the comments the rules took', async () => {
    seedPending(150);
    const fallbackReasons = { 'límite de la cuenta del proveedor (HTTP 429)': 140 };
    fakeJobs.steps = [
      {
        state: 'running',
        done: 60,
        byModel: 10,
        byRules: 50,
        fallbackReasons: { 'límite de la cuenta del proveedor (HTTP 429)': 50 },
      },
      { state: 'done', done: 150, byModel: 10, byRules: 140, fallbackReasons },
    ];
    await renderPage();
    await startAnalysis(150);

    expect(
      await screen.findByText(
        'Por reglas porque el modelo falló: 50 (límite de la cuenta del proveedor (HTTP 429): 50)',
      ),
    ).toBeVisible();
    await nextPoll();
    const told =
      '✅ 150 comentario(s) analizados (AI model: 10, Reglas: 140). Por reglas porque el modelo falló: 140 (límite de la cuenta del proveedor (HTTP 429): 140)';
    expect(await screen.findByText(told)).toBeVisible();
    expect(screen.getByTestId('last-action')).toHaveTextContent(told);
  });

  it('reloads the inbox at most every 2 seconds however often the job moves', async () => {
    seedPending(150);
    fakeJobs.steps = [
      { state: 'running', total: 150 },
      ...[10, 20, 30, 40, 50, 60].map((done) => ({ done })),
    ];
    await renderPage();
    await startAnalysis(150);
    await waitFor(() => expect(progress()).toBeVisible());
    const loadsBefore = inboxLoads();

    for (let poll = 0; poll < 6; poll += 1) await nextPoll();

    // Six polls a second apart, each with progress: a reload now and then one per 2 s.
    const reloads = inboxLoads() - loadsBefore;
    expect(reloads).toBeGreaterThanOrEqual(2);
    expect(reloads).toBeLessThanOrEqual(4);
  });

  it('cancels the job only after asking, and says what was analysed', async () => {
    seedPending(150);
    fakeJobs.steps = [{ state: 'running', total: 150, done: 30, byRules: 30 }];
    await renderPage();
    await startAnalysis(150);
    await waitFor(() => expect(progress()).toBeVisible());

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Seguir' }),
    );
    expect(fakeJobs.cancels).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      '¿Cancelar este trabajo? Lo ya procesado se conserva.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));

    expect(
      await screen.findByText('⚠️ Análisis cancelado: 30 comentario(s) analizados'),
    ).toBeVisible();
    expect(fakeJobs.cancels).toEqual([1]);
    expect(progress()).not.toBeInTheDocument();
    expect(analyseButton()).toBeEnabled();
  });

  it('picks up the job already running for the industry on load', async () => {
    seedPending(150);
    fakeJobs.add(sampleJob({ id: 4, industry: 'Gimnasios', state: 'running', total: 80 }));
    fakeJobs.add(sampleJob({ id: 5, state: 'running', total: 500, done: 100 }));
    await renderPage();

    await waitFor(() => expect(progress()).toBeVisible());
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(/^100 de 500/)).toBeVisible();
    expect(analyseButton()).toBeDisabled();
    expect(fakeJobs.starts).toEqual([]);
  });

  it('says why the job failed', async () => {
    seedPending(150);
    fakeJobs.steps = [{ state: 'failed', total: 150, error: 'El modelo no respondió' }];
    await renderPage();

    await startAnalysis(150);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ El análisis falló: El modelo no respondió',
    );
    expect(analyseButton()).toBeEnabled();
  });

  it('shows the catalogue text in red when the job cannot start', async () => {
    seedPending(150);
    server.use(http.post('*/functions/v1/jobs', () => new HttpResponse(null, { status: 500 })));
    await renderPage();

    await startAnalysis(150);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al iniciar el trabajo en segundo plano',
    );
    expect(progress()).not.toBeInTheDocument();
    expect(analyseButton()).toBeEnabled();
  });

  it("shows the server's reason when it refuses to start, e.g. no job worker", async () => {
    seedPending(150);
    server.use(
      http.post('*/functions/v1/jobs', () =>
        HttpResponse.json(
          {
            error: 'El trabajo en segundo plano no está disponible en este servidor',
            code: 'jobs_unavailable',
          },
          { status: 503 },
        ),
      ),
    );
    await renderPage();

    await startAnalysis(150);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El trabajo en segundo plano no está disponible en este servidor',
    );
  });

  it('shows a refused cancel, e.g. of a job that has just finished', async () => {
    seedPending(150);
    fakeJobs.add(sampleJob({ state: 'running', total: 150 }));
    server.use(
      http.post('*/functions/v1/jobs/:id/cancel', () =>
        HttpResponse.json(
          { error: 'Este trabajo ya terminó', code: 'job_finished' },
          { status: 409 },
        ),
      ),
    );
    await renderPage();
    await waitFor(() => expect(progress()).toBeVisible());

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este trabajo ya terminó');
  });

  it('speaks English', async () => {
    seedPending(150);
    fakeJobs.add(sampleJob({ state: 'running', total: 150, done: 15, etaSeconds: 60 }));
    switchLanguage('en');
    await renderPage();

    expect(
      await screen.findByRole('progressbar', { name: 'Analysing pending comments' }),
    ).toBeVisible();
    expect(screen.getByText('15 of 150 · ≈ 1 min left · AI: 0 · Rules: 0')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
