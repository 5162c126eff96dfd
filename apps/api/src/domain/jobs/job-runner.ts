import type { JobKind } from '@replica/api-client/schemas';
import type { Logger } from 'pino';
import type { WorkspaceDb } from '../../db/database';
import type { CommentToAnalyse } from '../analysis/analyse-rows';
import type { Analyser } from '../analysis/analyser';
import type { AnalysedComment } from '../analysis/store-analyses';
import type { IndustryClassifier } from '../industries/industry-classifier';
import type { JobMetrics } from './job-metrics';
import type { JobRow } from './job-store';

/** What a worker runs jobs with. */
export interface JobContext {
  /** The AI model's analyser; undefined when none is configured (the rules then). */
  analyser: Analyser | undefined;
  /** The process's AI budget (`AI_MAX_CONCURRENCY`) and one call's timeout. */
  aiConcurrency: number;
  aiTimeoutMs: number;
  industryClassifier: IndustryClassifier | undefined;
  /**
   * Analyses a batch of one industry's comments with the rules: on worker threads in the
   * product, on this thread (between turns of its event loop) when none are given.
   */
  analyseByRules?: (
    industry: string,
    rows: readonly CommentToAnalyse[],
  ) => Promise<AnalysedComment[]>;
  now: () => Date;
  /**
   * Waits `ms`, or less once `signal` aborts (a slice waiting out a provider's retry-after): a
   * timer unless a test gives a faster one.
   */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** What an operator should know of a slice (a wait the AI provider asked for). */
  log: Logger;
  /** Counts the jobs this worker ends; none without metrics. */
  jobMetrics?: JobMetrics | undefined;
  /** Aborted when the worker stops: a slice then stops starting work and hands the rest back. */
  signal: AbortSignal;
}

/** One slice of a job: a range of comment ids (or just the one piece of a whole job). */
export interface Slice {
  seq: number;
  fromId: number;
  toId: number;
}

/** How one kind of job is cut into slices and how a slice is done. */
export interface JobRunner {
  /** The job's total and its slices, read from the data as it is when the job starts. */
  plan(
    db: WorkspaceDb,
    job: JobRow,
    context: JobContext,
  ): Promise<{ total: number; slices: Array<Omit<Slice, 'seq'>> }>;
  /** How long a worker may hold a slice before the queue gives it to another. */
  expireInSeconds(job: JobRow, context: JobContext): number;
  /**
   * Does the slice, storing its results and counting them in one transaction; false when the
   * worker stopped before the end (what was made is stored; the rest waits for a retry).
   */
  runSlice(db: WorkspaceDb, job: JobRow, slice: Slice, context: JobContext): Promise<boolean>;
}

export type JobRunners = Readonly<Record<JobKind, JobRunner>>;
