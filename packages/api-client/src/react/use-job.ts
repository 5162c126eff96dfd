// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so this hook uses the shell's client and session instead of bundling a copy.
import {
  ACTIVE_JOB_STATES,
  ApiError,
  type Job,
  type StartJobRequest,
  api,
} from '@replica/api-client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How often a job still queued or running is asked about: a bar that moves, an API at ease. */
export const JOB_POLL_MS = 1_000;
/** How often a screen with no job to follow looks for one started elsewhere (another tab). */
export const JOB_DISCOVERY_MS = 10_000;

/** Whether a job can still change: the screens keep watching it and hold its button back. */
export function isJobActive(job: Job): boolean {
  return ACTIVE_JOB_STATES.includes(job.state);
}

/** What the hook was doing when a call failed; each has its own catalogue text. */
export type JobAction = 'watch' | 'start' | 'cancel';

export interface JobError {
  action: JobAction;
  /** What the client threw: an `ApiError` with the server's text or the catalogue's. */
  cause: unknown;
}

export interface UseJobOptions {
  kind: StartJobRequest['kind'];
  /** The industry the job works on; none for the workspace-wide kinds (reclassify). */
  industry?: string;
  /** The job did more work (`done` changed since the last look). */
  onProgress?: (job: Job) => void;
  /** The job left queued/running: done, failed or cancelled. Called once per job. */
  onFinished?: (job: Job) => void;
}

export interface JobWatch {
  /** The job of this kind and industry last started or found running; null before any. */
  job: Job | null;
  /** Whether `job` is still queued or running. */
  active: boolean;
  /** The call in flight from `start` or `cancel`. */
  busy: Exclude<JobAction, 'watch'> | null;
  /** The last failed call, until the next start (or, for watching, the next good answer). */
  error: JobError | null;
  /** Starts the job, or joins the same one already running (the API answers its id). */
  start: (options?: Pick<StartJobRequest, 'maxAiComments'>) => Promise<void>;
  /** Asks the API to stop the job; what is done so far stays. */
  cancel: () => Promise<void>;
  /** Forgets `error`, e.g. when its banner is closed. */
  clearError: () => void;
}

function isRefusal(cause: unknown): boolean {
  return cause instanceof ApiError && cause.status >= 400 && cause.status < 500;
}

/** The kind and industry a job belongs to: answers for another one are dropped. */
type Scope = string;
type Scoped<Value> = { scope: Scope; value: Value } | null;

function scopeOf(kind: string, industry: string | undefined): Scope {
  return `${kind}\n${industry ?? ''}`;
}

/**
 * Follows a background job of one kind (and industry): it picks up the one already running, on
 * mount and every {@link JOB_DISCOVERY_MS} after, so its progress survives a reload and shows
 * in every open tab; while it is queued or
 * running it asks about it every {@link JOB_POLL_MS}; and it can start or cancel it.
 *
 * @example
 * const analysis = useJob({ kind: 'analyse-pending', industry, onFinished: report });
 * return analysis.active && <JobProgress done={analysis.job.done} total={analysis.job.total} … />;
 */
export function useJob({ kind, industry, onProgress, onFinished }: UseJobOptions): JobWatch {
  const scope = scopeOf(kind, industry);
  const [watched, setWatched] = useState<Scoped<Job>>(null);
  const [failure, setFailure] = useState<Scoped<JobError>>(null);
  const [busy, setBusy] = useState<JobWatch['busy']>(null);
  // The scope shown now (null once unmounted), read by answers that arrive later.
  const currentScope = useRef<Scope | null>(scope);
  const lastSeen = useRef<Job | null>(null);
  const callbacks = useRef({ onProgress, onFinished });
  useLayoutEffect(() => {
    callbacks.current = { onProgress, onFinished };
  });

  /** Forgets a failed look or poll once the API answers again. */
  const answered = useCallback((from: Scope) => {
    setFailure((current) =>
      current?.value.action === 'watch' && current.scope === from ? null : current,
    );
  }, []);

  const see = useCallback(
    (next: Job, from: Scope) => {
      if (currentScope.current !== from) return;
      const previous = lastSeen.current?.id === next.id ? lastSeen.current : null;
      // A finished job never runs again: an answer saying so is older than the one already seen.
      if (previous && !isJobActive(previous) && isJobActive(next)) return;
      lastSeen.current = next;
      setWatched({ scope: from, value: next });
      answered(from);
      if (previous && previous.done !== next.done) callbacks.current.onProgress?.(next);
      // A job first seen finished (one that ended as soon as it started) finishes too.
      if (!isJobActive(next) && (!previous || isJobActive(previous))) {
        callbacks.current.onFinished?.(next);
      }
    },
    [answered],
  );

  const fail = useCallback((action: JobAction, cause: unknown, from: Scope) => {
    if (currentScope.current === from) setFailure({ scope: from, value: { action, cause } });
  }, []);

  useEffect(() => {
    currentScope.current = scopeOf(kind, industry);
    lastSeen.current = null;
    return () => {
      currentScope.current = null;
    };
  }, [kind, industry]);

  const job = watched?.scope === scope ? watched.value : null;
  const watchedId = job && isJobActive(job) ? job.id : null;

  // With no job to follow, looks for one now and every JOB_DISCOVERY_MS: started in another tab,
  // by a teammate, or by a webhook, it shows here without a reload.
  useEffect(() => {
    if (watchedId !== null) return;
    const from = scope;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      try {
        const { jobs } = await api.jobs({ active: true, industry });
        if (stopped) return;
        const running = jobs.find((candidate) => candidate.kind === kind);
        if (running) {
          see(running, from);
          return;
        }
        answered(from);
      } catch (cause) {
        if (stopped) return;
        fail('watch', cause, from);
        if (isRefusal(cause)) return;
      }
      timer = setTimeout(() => void look(), JOB_DISCOVERY_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watchedId, scope, kind, industry, see, answered, fail]);

  useEffect(() => {
    if (watchedId === null) return;
    const from = scope;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // One question at a time: the next is planned once the last is answered.
    const poll = async () => {
      try {
        const next = await api.job(watchedId);
        if (stopped) return;
        see(next, from);
        if (isJobActive(next)) timer = setTimeout(() => void poll(), JOB_POLL_MS);
      } catch (cause) {
        if (stopped) return;
        fail('watch', cause, from);
        // A lost connection or a busy server passes, and the job goes on meanwhile; a refusal
        // (the job gone, the session over) does not change by asking again.
        if (!isRefusal(cause)) timer = setTimeout(() => void poll(), JOB_POLL_MS);
      }
    };
    timer = setTimeout(() => void poll(), JOB_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watchedId, scope, see, fail]);

  const start = async (options: Pick<StartJobRequest, 'maxAiComments'> = {}) => {
    const from = scope;
    setBusy('start');
    setFailure(null);
    try {
      const { jobId } = await api.startJob({ kind, industry, ...options });
      see(await api.job(jobId), from);
    } catch (cause) {
      fail('start', cause, from);
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!job || !isJobActive(job)) return;
    const from = scope;
    setBusy('cancel');
    try {
      see(await api.cancelJob(job.id), from);
    } catch (cause) {
      fail('cancel', cause, from);
    } finally {
      setBusy(null);
    }
  };

  return {
    job,
    active: job !== null && isJobActive(job),
    busy,
    error: failure?.scope === scope ? failure.value : null,
    start,
    cancel,
    clearError: () => setFailure(null),
  };
}
