import { http, HttpResponse } from 'msw';
import { ACTIVE_JOB_STATES, type Job, type StartJobRequest } from '../schemas';

/** A job as the API shows it: queued, nothing done, unless `overrides` say otherwise. */
export function sampleJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    kind: 'analyse-pending',
    industry: 'sin_clasificar',
    runId: null,
    state: 'queued',
    total: 0,
    done: 0,
    byModel: 0,
    byRules: 0,
    failed: 0,
    fallbackReasons: {},
    aiTokens: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
    createdAt: '2026-01-10T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    etaSeconds: null,
    error: null,
    ...overrides,
  };
}

/**
 * The jobs API in memory, for screens that start and follow background jobs. `POST jobs` makes
 * a queued job (or answers the active one of that kind and industry, as the API does); each
 * `GET jobs/{id}` moves it one step along `steps` (the last step stays); cancelling an active
 * job cancels it, a finished one answers 409 'Este trabajo ya terminó'.
 *
 * @example
 * const jobs = new FakeJobs();
 * const server = setupServer(...jobs.handlers);
 * afterEach(() => jobs.reset());
 * // The first GET comes right after the start; the next ones are the polls.
 * jobs.steps = [{ state: 'running', done: 50, total: 150 }, { state: 'done', done: 150 }];
 */
export class FakeJobs {
  jobs: Job[] = [];
  /** What each `GET jobs/{id}` applies to the job, one after the other. */
  steps: Partial<Job>[] = [];
  /** What a started job looks like before its first step, beyond its kind and industry. */
  onStart: Partial<Job> = {};
  starts: StartJobRequest[] = [];
  cancels: number[] = [];

  /** Puts a job in the store as if another tab had started it. */
  add(job: Job): Job {
    this.jobs.push(job);
    return job;
  }

  find(id: number): Job | undefined {
    return this.jobs.find((job) => job.id === id);
  }

  /** Empties the store and the records, for the next test. */
  reset(): void {
    this.jobs = [];
    this.steps = [];
    this.onStart = {};
    this.starts = [];
    this.cancels = [];
  }

  readonly handlers = [
    http.post('*/functions/v1/jobs', async ({ request }) => {
      const body = (await request.json()) as StartJobRequest;
      this.starts.push(body);
      const industry = body.industry ?? null;
      const running = this.jobs.find(
        (job) => job.kind === body.kind && job.industry === industry && isActive(job),
      );
      const job =
        running ??
        this.add(
          sampleJob({ id: this.jobs.length + 1, kind: body.kind, industry, ...this.onStart }),
        );
      return HttpResponse.json({ jobId: job.id }, { status: 202 });
    }),
    http.get('*/functions/v1/jobs', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const jobs = this.jobs.filter(
        (job) =>
          (query.get('active') !== 'true' || isActive(job)) &&
          (!query.has('industry') || job.industry === query.get('industry')),
      );
      return HttpResponse.json({ jobs: jobs.toReversed() });
    }),
    http.get('*/functions/v1/jobs/:id', ({ params }) => {
      const job = this.find(Number(params.id));
      if (!job) return HttpResponse.json({ error: 'Trabajo no encontrado' }, { status: 404 });
      const step = this.steps.length > 1 ? this.steps.shift() : this.steps[0];
      Object.assign(job, step);
      return HttpResponse.json(job);
    }),
    http.post('*/functions/v1/jobs/:id/cancel', ({ params }) => {
      const job = this.find(Number(params.id));
      if (!job) return HttpResponse.json({ error: 'Trabajo no encontrado' }, { status: 404 });
      this.cancels.push(job.id);
      if (!isActive(job)) {
        return HttpResponse.json({ error: 'Este trabajo ya terminó' }, { status: 409 });
      }
      Object.assign(job, { state: 'cancelled', etaSeconds: null });
      // Later steps would move a cancelled job on; the API stops it.
      this.steps = [];
      return HttpResponse.json(job);
    }),
  ];
}

function isActive(job: Job): boolean {
  return ACTIVE_JOB_STATES.includes(job.state);
}
