import { setTimeout as sleepFor } from 'node:timers/promises';
import type { Logger } from 'pino';
import { type CommentToAnalyse, analyseRow } from './analyse-rows';
import { type Analyser, ProviderAskedToWait } from './analyser';
import type { AnalysedComment } from './store-analyses';

/**
 * The most one call waits, in all, for an AI provider that asked to wait (a rate limit or an
 * overload with a long retry-after) before its comments get the rules' analysis: a team paying
 * for a model should not get a batch of rules labels over a 30 s wait, nor a job stuck for hours.
 */
export const MAX_PROVIDER_WAIT_MS = 10 * 60_000;

/** Background work (a job) that can wait for the provider: when to stop, how to wait, whom to tell. */
export interface WaitingWork {
  /** Aborted when the work is no longer wanted (a cancelled job, a stopping worker). */
  signal: AbortSignal;
  now: () => Date;
  /** Waits `ms`, or less once `signal` aborts: a timer unless a test gives a faster one. */
  sleep?: ((ms: number, signal: AbortSignal) => Promise<void>) | undefined;
  log: Logger;
  /** Said with each wait in the log: whose comments wait (a job and its slice, a run). */
  note: Readonly<Record<string, unknown>>;
}

/** Waits `ms`, or less once `signal` aborts. */
const waitUnlessStopped = (ms: number, signal: AbortSignal) =>
  sleepFor(ms, undefined, { signal }).catch(() => {});

/**
 * The model's analyses of `rows`, for background work. When the provider asks to wait
 * (ProviderAskedToWait) the comments it did not answer are asked about again after the wait, so
 * a long retry-after delays the work instead of giving its comments the rules' labels; past
 * MAX_PROVIDER_WAIT_MS of waits in all they are analysed as an interactive call would be (the
 * rules, with the provider's reason recorded). Once `work.signal` aborts the calls in flight stop
 * and the comments made so far are returned, to be stored rather than paid for again.
 */
export async function analyseWaitingForProvider(
  model: Analyser,
  industry: string,
  rows: readonly CommentToAnalyse[],
  knownPains: readonly string[],
  { signal, now, sleep = waitUnlessStopped, log, note }: WaitingWork,
): Promise<AnalysedComment[]> {
  const made: AnalysedComment[] = [];
  let asking = rows;
  let waitedMs = 0;
  let waitsForProvider = true;
  for (;;) {
    const outcomes = await Promise.allSettled(
      asking.map((row) =>
        analyseRow(model, industry, row, { knownPains, signal, waitsForProvider }),
      ),
    );
    const unanswered: CommentToAnalyse[] = [];
    let asked: ProviderAskedToWait | undefined;
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') made.push(outcome.value);
      else if (outcome.reason instanceof ProviderAskedToWait) {
        unanswered.push(asking[index]!);
        if (!asked || outcome.reason.waitMs > asked.waitMs) asked = outcome.reason;
      }
      // The analyser falls back to the rules on any other failure: only a stop leaves one out.
      else if (!signal.aborted) throw outcome.reason;
    });
    if (!asked || signal.aborted) return made;
    const fields = {
      ...note,
      comments: unanswered.length,
      waitSeconds: Math.ceil(asked.waitMs / 1000),
      waitedSeconds: Math.round(waitedMs / 1000),
      reason: asked.message,
    };
    if (waitedMs + asked.waitMs > MAX_PROVIDER_WAIT_MS) {
      log.warn(fields, 'AI provider asked to wait past the cap: the rules analyse them');
      waitsForProvider = false;
    } else {
      const resumesAt = new Date(now().getTime() + asked.waitMs).toISOString();
      log.warn({ ...fields, resumesAt }, 'AI provider asked to wait: the work resumes then');
      await sleep(asked.waitMs, signal);
      waitedMs += asked.waitMs;
      if (signal.aborted) return made;
    }
    asking = unanswered;
  }
}
