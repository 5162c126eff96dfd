// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so this hook uses the shell's client and session instead of bundling a copy.
import {
  ACTIVE_JOB_STATES,
  ApiError,
  type Job,
  type StartJobRequest,
  api,
} from '@replica/api-client';
import {
  replaceEqualDeep,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { apiQuery } from './api-hooks';

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
  /**
   * The call that starts it, when not `POST jobs`: one that does more first and answers the
   * job it started (`POST sample-data`).
   */
  startWith?: () => Promise<{ jobId: number }>;
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

/** The kind and industry a job belongs to: a job of another one is not shown. */
type Scope = string;
type Scoped<Value> = { scope: Scope; value: Value } | null;

function scopeOf(kind: string, industry: string | undefined): Scope {
  return `${kind}\n${industry ?? ''}`;
}

/**
 * How the cache takes a new answer about a job: a finished job never runs again, so an answer
 * saying it runs was sent before the one that said it ended (a poll overtaken by the cancel) and
 * is dropped. (The cache types this hook loosely; the key `job` only ever holds jobs.)
 */
function newerJob(previous: unknown, next: unknown): unknown {
  const before = previous as Job | undefined;
  const after = next as Job;
  if (before?.id === after.id && !isJobActive(before) && isJobActive(after)) return before;
  return replaceEqualDeep(before, after);
}

/** Asks again in `every` ms, unless refused: that answers the same (the job gone, the session over). */
function unlessRefused(every: number, error: unknown): number | false {
  return isRefusal(error) ? false : every;
}

/**
 * Follows a background job of one kind (and industry): it picks up the one already running, on
 * mount and every {@link JOB_DISCOVERY_MS} after, so its progress survives a reload and shows
 * in every open tab; while it is queued or running it asks about it every {@link JOB_POLL_MS};
 * and it can start or cancel it. Both reads are queries of the shared cache, polled by
 * `refetchInterval`, one question at a time; a failed one is not retried sooner than its next
 * turn, and a refusal stops it.
 *
 * @example
 * const analysis = useJob({ kind: 'analyse-pending', industry, onFinished: report });
 * return analysis.active && <JobProgress done={analysis.job.done} total={analysis.job.total} … />;
 */
export function useJob({
  kind,
  industry,
  onProgress,
  onFinished,
  startWith,
}: UseJobOptions): JobWatch {
  const queryClient = useQueryClient();
  const scope = scopeOf(kind, industry);
  // The job last started or found in this scope; it stays shown once finished.
  const [followed, setFollowed] = useState<Scoped<number>>(null);
  // Watch errors up to this update were dismissed (closed, or a start began afresh).
  const [dismissedUntil, setDismissedUntil] = useState(0);

  const discoveryRead = apiQuery('jobs', { query: { active: 'true', industry } });
  const followedId = followed?.scope === scope ? followed.value : null;
  const watch = useQuery({
    ...apiQuery('job', { params: { id: followedId ?? 0 } }),
    queryFn: followedId === null ? skipToken : () => api.job({ params: { id: followedId } }),
    // Only a job still queued or running is asked about; a finished one stays as last seen.
    enabled: (query) => query.state.data === undefined || isJobActive(query.state.data),
    // A job just seen (started, cancelled or found running) is next asked a turn later.
    staleTime: JOB_POLL_MS,
    initialData: () =>
      queryClient.getQueryData(discoveryRead.queryKey)?.jobs.find((job) => job.id === followedId),
    initialDataUpdatedAt: () => queryClient.getQueryState(discoveryRead.queryKey)?.dataUpdatedAt,
    refetchInterval: ({ state }) =>
      state.data && isJobActive(state.data) ? unlessRefused(JOB_POLL_MS, state.error) : false,
    // The end of a job is news even in a tab out of sight (its screen reloads what it changed).
    refetchIntervalInBackground: true,
    retry: false,
    structuralSharing: newerJob,
  });
  const job = followedId === null ? null : (watch.data ?? null);
  const active = job !== null && isJobActive(job);

  // With no job to follow, looks for one now and every JOB_DISCOVERY_MS: started in another tab,
  // by a teammate, or by a webhook, it shows here without a reload.
  const discovery = useQuery({
    ...discoveryRead,
    enabled: !active,
    refetchInterval: ({ state }) => unlessRefused(JOB_DISCOVERY_MS, state.error),
    retry: false,
  });
  // Only a list asked since this screen opened, and only a job newer than the one followed: ids
  // grow and one job of a kind and industry runs at a time, so a lower id is an older answer.
  const found = discovery.isFetchedAfterMount
    ? discovery.data?.jobs.find((candidate) => candidate.kind === kind)
    : undefined;
  if (!active && found && (followedId === null || found.id > followedId)) {
    setFollowed({ scope, value: found.id });
  }

  // Each action remembers the scope it was started in: its job, or its failure, shows only there.
  const seen = (answer: Job) =>
    queryClient.setQueryData(apiQuery('job', { params: { id: answer.id } }).queryKey, answer);
  const starting = useMutation({
    mutationFn: async ({ request }: { from: Scope; request: StartJobRequest }) => {
      const { jobId } = await (startWith?.() ?? api.startJob({ body: request }));
      return api.job({ params: { id: jobId } });
    },
    onSuccess: (started, { from }) => {
      seen(started);
      setFollowed({ scope: from, value: started.id });
    },
  });
  const cancelling = useMutation({
    mutationFn: ({ id }: { from: Scope; id: number }) => api.cancelJob({ params: { id } }),
    onSuccess: seen,
  });

  // Progress and the end, told once per job as the answers come.
  const lastSeen = useRef<Job | null>(null);
  const callbacks = useRef({ onProgress, onFinished });
  useLayoutEffect(() => {
    callbacks.current = { onProgress, onFinished };
  });
  useEffect(() => {
    if (!job) return;
    const previous = lastSeen.current?.id === job.id ? lastSeen.current : null;
    lastSeen.current = job;
    if (previous === job) return;
    if (previous && previous.done !== job.done) callbacks.current.onProgress?.(job);
    // A job first seen finished (one that ended as soon as it started) finishes too.
    if (!isJobActive(job) && (!previous || isJobActive(previous))) {
      callbacks.current.onFinished?.(job);
    }
  }, [job]);

  const failedWatch = [watch, discovery].find(
    (read) => read.isError && read.errorUpdatedAt > dismissedUntil,
  );
  const dismissWatchErrors = () =>
    setDismissedUntil(Math.max(watch.errorUpdatedAt, discovery.errorUpdatedAt));

  const start = async (options: Pick<StartJobRequest, 'maxAiComments'> = {}) => {
    cancelling.reset();
    dismissWatchErrors();
    const request = { kind, ...(industry === undefined ? {} : { industry }), ...options };
    await starting.mutateAsync({ from: scope, request }).catch(() => undefined);
  };

  const cancel = async () => {
    if (!job || !isJobActive(job)) return;
    await cancelling.mutateAsync({ from: scope, id: job.id }).catch(() => undefined);
  };

  const failedAction = (
    [
      ['start', starting],
      ['cancel', cancelling],
    ] as const
  ).find(([, action]) => action.isError && action.variables.from === scope);
  let error: JobError | null = null;
  if (failedAction) error = { action: failedAction[0], cause: failedAction[1].error };
  else if (failedWatch) error = { action: 'watch', cause: failedWatch.error };

  return {
    job,
    active,
    busy: starting.isPending ? 'start' : cancelling.isPending ? 'cancel' : null,
    error,
    start,
    cancel,
    clearError: () => {
      starting.reset();
      cancelling.reset();
      dismissWatchErrors();
    },
  };
}
