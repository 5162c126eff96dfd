// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import type { Job } from '../schemas';
import { FakeJobs, sampleJob } from '../testing/jobs';
import { WithQueryClient, freshQueryClient } from '../testing/query';
import { JOB_DISCOVERY_MS, JOB_POLL_MS, type UseJobOptions, useJob } from './use-job';

const server = setupServer();
let jobs: FakeJobs;
let client: QueryClient;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Real time flows too (msw and the client wait on it); a test jumps to the next poll at will.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  jobs = new FakeJobs();
  client = freshQueryClient();
  server.use(...jobs.handlers);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Lets the next poll go and its answer land (the cache tells the hook on a zero timeout). */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function watch(options: Partial<UseJobOptions> = {}) {
  return renderHook((props: UseJobOptions) => useJob(props), {
    initialProps: { kind: 'analyse-pending', industry: 'sin_clasificar', ...options },
    wrapper: ({ children }: { children: ReactNode }) => (
      <WithQueryClient client={client}>{children}</WithQueryClient>
    ),
  });
}

describe('useJob', () => {
  it('picks up the running job of its kind and industry, so a reload keeps the progress', async () => {
    jobs.add(sampleJob({ id: 4, kind: 'reanalyse', state: 'running' }));
    jobs.add(sampleJob({ id: 7, state: 'running', total: 500, done: 120 }));
    jobs.add(sampleJob({ id: 9, industry: 'Gimnasios', state: 'running' }));

    const { result } = watch();

    await waitFor(() => expect(result.current.job?.id).toBe(7));
    expect(result.current.active).toBe(true);
    expect(result.current.job?.done).toBe(120);
  });

  it('finds nothing to show when no job of its kind runs', async () => {
    let asked = false;
    server.use(
      http.get('*/functions/v1/jobs', () => {
        asked = true;
        return HttpResponse.json({ jobs: [] });
      }),
    );

    const { result } = watch();

    await waitFor(() => expect(asked).toBe(true));
    expect(result.current.job).toBeNull();
    expect(result.current.active).toBe(false);
  });

  it('shows a job started elsewhere (another tab) while it is open, and stops looking when unmounted', async () => {
    let looked = 0;
    server.use(
      http.get('*/functions/v1/jobs', () => {
        looked += 1;
        return undefined;
      }),
    );
    const { result, unmount } = watch();
    await waitFor(() => expect(looked).toBe(1));

    jobs.add(sampleJob({ id: 8, state: 'running', total: 400, done: 30 }));
    await act(() => vi.advanceTimersByTimeAsync(JOB_DISCOVERY_MS));

    await waitFor(() => expect(result.current.job?.id).toBe(8));
    expect(result.current.active).toBe(true);
    expect(looked).toBe(2);
    // Following it now: the list is not asked again while it runs.
    await act(() => vi.advanceTimersByTimeAsync(JOB_DISCOVERY_MS));
    expect(looked).toBe(2);

    unmount();
    jobs.steps = [{ state: 'done', done: 400 }];
    await act(() => vi.advanceTimersByTimeAsync(3 * JOB_DISCOVERY_MS));
    expect(looked).toBe(2);
  });

  it('starts the job, follows it every second and reports progress and the end once', async () => {
    const onProgress = vi.fn<(job: Job) => void>();
    const onFinished = vi.fn<(job: Job) => void>();
    jobs.steps = [
      { state: 'queued', total: 300 },
      { state: 'running', done: 100, etaSeconds: 20 },
      { state: 'running', done: 100, etaSeconds: 20 },
      { state: 'running', done: 250, etaSeconds: 5 },
      { state: 'done', done: 300, byModel: 40, byRules: 260, etaSeconds: null },
    ];
    const { result } = watch({ onProgress, onFinished });

    await act(() => result.current.start({ maxAiComments: 40 }));

    expect(jobs.starts).toEqual([
      { kind: 'analyse-pending', industry: 'sin_clasificar', maxAiComments: 40 },
    ]);
    expect(result.current.job).toMatchObject({ state: 'queued', total: 300 });
    await nextPoll();
    expect(result.current.job).toMatchObject({ done: 100, etaSeconds: 20 });
    await nextPoll();
    expect(onProgress).toHaveBeenCalledTimes(1);
    await nextPoll();
    expect(onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ done: 250 }));
    expect(onFinished).not.toHaveBeenCalled();
    await nextPoll();

    expect(result.current.job).toMatchObject({ state: 'done', byModel: 40, byRules: 260 });
    expect(result.current.active).toBe(false);
    expect(onProgress).toHaveBeenCalledTimes(3);
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ state: 'done' }));
  });

  it('stops asking once the job is finished', async () => {
    let asked = 0;
    jobs.add(sampleJob({ id: 3, state: 'running', total: 10 }));
    server.use(
      http.get('*/functions/v1/jobs/:id', () => {
        asked += 1;
        return HttpResponse.json(sampleJob({ id: 3, state: 'failed', error: 'Sin conexión' }));
      }),
    );
    const onFinished = vi.fn();
    const { result } = watch({ onFinished });
    await waitFor(() => expect(result.current.job?.id).toBe(3));

    await nextPoll();
    await nextPoll();
    await nextPoll();

    expect(asked).toBe(1);
    expect(result.current.job).toMatchObject({ state: 'failed', error: 'Sin conexión' });
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('stops asking when unmounted', async () => {
    let asked = 0;
    jobs.add(sampleJob({ id: 3, state: 'running' }));
    server.use(
      http.get('*/functions/v1/jobs/:id', () => {
        asked += 1;
        return HttpResponse.json(sampleJob({ id: 3, state: 'running' }));
      }),
    );
    const { result, unmount } = watch();
    await waitFor(() => expect(result.current.job?.id).toBe(3));
    await nextPoll();
    expect(asked).toBe(1);

    unmount();
    await nextPoll();
    await nextPoll();

    expect(asked).toBe(1);
  });

  it('cancels the job it follows, which then counts as finished', async () => {
    jobs.add(sampleJob({ id: 5, state: 'running', total: 1000, done: 10 }));
    const onFinished = vi.fn();
    const { result } = watch({ onFinished });
    await waitFor(() => expect(result.current.active).toBe(true));

    await act(() => result.current.cancel());

    expect(jobs.cancels).toEqual([5]);
    await waitFor(() => expect(result.current.job?.state).toBe('cancelled'));
    expect(result.current.active).toBe(false);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ state: 'cancelled' }));
  });

  it('tells a failed start apart, with the catalogue text', async () => {
    server.use(http.post('*/functions/v1/jobs', () => new HttpResponse(null, { status: 500 })));
    const { result } = watch();

    await act(() => result.current.start());

    await waitFor(() => expect(result.current.error?.action).toBe('start'));
    expect(result.current.error?.cause).toEqual(
      new ApiError('Error al iniciar el trabajo en segundo plano', 500),
    );
    expect(result.current.job).toBeNull();
    expect(result.current.busy).toBeNull();

    act(() => result.current.clearError());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it("keeps the server's refusal of a cancel, e.g. a job that has just finished", async () => {
    jobs.add(sampleJob({ id: 5, state: 'running' }));
    server.use(
      http.post('*/functions/v1/jobs/:id/cancel', () =>
        HttpResponse.json(
          { error: 'Este trabajo ya terminó', code: 'job_finished' },
          { status: 409 },
        ),
      ),
    );
    const { result } = watch();
    await waitFor(() => expect(result.current.active).toBe(true));

    await act(() => result.current.cancel());

    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error).toEqual({
      action: 'cancel',
      cause: new ApiError('Este trabajo ya terminó', 409, undefined, 'job_finished', 'es'),
    });
  });

  it('keeps asking through a failed poll, and forgets the error once an answer comes', async () => {
    jobs.add(sampleJob({ id: 2, state: 'running', done: 1 }));
    server.use(http.get('*/functions/v1/jobs/:id', () => HttpResponse.error(), { once: true }));
    const { result } = watch();
    await waitFor(() => expect(result.current.active).toBe(true));

    await nextPoll();
    expect(result.current.error?.action).toBe('watch');

    jobs.steps = [{ done: 2 }];
    await nextPoll();
    expect(result.current.error).toBeNull();
    expect(result.current.job?.done).toBe(2);
  });

  it('keeps a cancelled job cancelled when a poll sent before the cancel answers after it', async () => {
    jobs.add(sampleJob({ id: 5, state: 'running', total: 1000, done: 10 }));
    let answerPoll: (() => void) | null = null;
    server.use(
      http.get(
        '*/functions/v1/jobs/:id',
        async () => {
          const running = sampleJob({ id: 5, state: 'running', total: 1000, done: 20 });
          await new Promise<void>((resolve) => (answerPoll = resolve));
          return HttpResponse.json(running);
        },
        { once: true },
      ),
    );
    const onFinished = vi.fn();
    const { result } = watch({ onFinished });
    await waitFor(() => expect(result.current.active).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(answerPoll).not.toBeNull());

    await act(() => result.current.cancel());
    await act(async () => answerPoll?.());
    await nextPoll();

    expect(result.current.job).toMatchObject({ state: 'cancelled', done: 10 });
    expect(result.current.active).toBe(false);
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('stops looking for a job once the API refuses (the session over)', async () => {
    let looked = 0;
    server.use(
      http.get('*/functions/v1/jobs', () => {
        looked += 1;
        return HttpResponse.json({ error: 'Sesión caducada' }, { status: 401 });
      }),
    );
    const { result } = watch();
    await waitFor(() => expect(result.current.error?.action).toBe('watch'));

    await act(() => vi.advanceTimersByTimeAsync(3 * JOB_DISCOVERY_MS));

    expect(looked).toBe(1);
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('shows a newer job started elsewhere once its own has finished', async () => {
    const onFinished = vi.fn<(job: Job) => void>();
    jobs.steps = [{ state: 'done', done: 10, total: 10 }];
    const { result } = watch({ onFinished });
    await act(() => result.current.start());
    expect(result.current.job).toMatchObject({ id: 1, state: 'done' });

    jobs.steps = [];
    jobs.add(sampleJob({ id: 2, state: 'running', total: 50, done: 5 }));
    await act(() => vi.advanceTimersByTimeAsync(JOB_DISCOVERY_MS));

    await waitFor(() => expect(result.current.job).toMatchObject({ id: 2, done: 5 }));
    expect(result.current.active).toBe(true);
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('never goes back to an older job a list it could not refresh still shows running', async () => {
    const onFinished = vi.fn<(job: Job) => void>();
    jobs.add(sampleJob({ id: 1, state: 'running' }));
    const { result } = watch({ onFinished });
    await waitFor(() => expect(result.current.job?.id).toBe(1));
    server.use(http.get('*/functions/v1/jobs', () => HttpResponse.error()));
    jobs.steps = [{ state: 'done' }];
    await nextPoll();
    expect(result.current.job).toMatchObject({ id: 1, state: 'done' });

    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(JOB_DISCOVERY_MS));

    expect(result.current.job).toMatchObject({ id: 2, state: 'done' });
    expect(onFinished.mock.calls.map(([job]) => job.id)).toEqual([1, 2]);
  });

  it('drops the job of the industry left behind and picks up the new one', async () => {
    jobs.add(sampleJob({ id: 1, industry: 'sin_clasificar', state: 'running' }));
    jobs.add(sampleJob({ id: 2, industry: 'Gimnasios', state: 'running' }));
    const { result, rerender } = watch();
    await waitFor(() => expect(result.current.job?.id).toBe(1));

    rerender({ kind: 'analyse-pending', industry: 'Gimnasios' });

    expect(result.current.job).toBeNull();
    await waitFor(() => expect(result.current.job?.id).toBe(2));
  });
});
