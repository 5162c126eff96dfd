import { setImmediate } from 'node:timers/promises';
import { MANUAL_METHOD, MIN_COMMENT_LENGTH } from '@replica/api-client/schemas';
import { type SQL, and, between, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { commentAnalysis, comments } from '../../db/schema';
import {
  type CommentToAnalyse,
  analyseRow,
  commentToAnalyseColumns,
} from '../analysis/analyse-rows';
import { rulesAnalyser } from '../analysis/analyser';
import {
  MAX_PROVIDER_WAIT_MS,
  type WaitingWork,
  analyseWaitingForProvider,
} from '../analysis/analyse-waiting-for-provider';
import { type PassChunk, analyseAndStore } from '../analysis/analyse-and-store';
import { type AnalysedComment, storeAnalyses } from '../analysis/store-analyses';
import { type CommentFilter, liveComments } from '../comment-query';
import { cancellableWork } from './cancellable-work';
import { countFinishedJob } from './job-metrics';
import { lockRunningJob, recordProgress, reserveAiAnalyses } from './job-progress';
import type { JobContext, JobRunner, Slice } from './job-runner';
import type { JobRow } from './job-store';

/**
 * Analysing an industry's pending comments (`analyse-pending`) and analysing all of it again
 * (`reanalyse`, keeping hand corrections). A slice is a range of comment ids; what it stores is
 * stored only where the comment still needs it, so a slice run twice (a message delivered again,
 * a worker killed after storing) analyses and counts each comment once.
 */

// Slices the rules analyse in a blink can be large; a model's are small, so a stopped worker
// hands back little and the screen sees the inbox fill in often.
const RULES_SLICE = 1_000;
const AI_SLICE = 50;
// Comments the rules analyse between two turns of the event loop: ~10 ms of work.
const RULES_TURN = 100;

/** Which of an industry's comments the job works on. */
function needsAnalysis(job: JobRow): SQL | undefined {
  if (job.kind === 'analyse-pending') return isNull(commentAnalysis.commentId);
  // Re-analysis: every comment not corrected by hand and not already redone by this job.
  return or(
    isNull(commentAnalysis.commentId),
    and(ne(commentAnalysis.method, MANUAL_METHOD), lt(commentAnalysis.analysedAt, job.createdAt)),
  );
}

function toAnalyse(job: JobRow, range?: Slice): CommentFilter {
  return {
    industry: job.industry ?? '',
    where: and(needsAnalysis(job), range && between(comments.commentId, range.fromId, range.toId)),
  };
}

/** Whether the job's comments go to the AI model (configured, and an allowance left). */
const usesAi = (job: JobRow, context: JobContext) =>
  context.analyser !== undefined && job.maxAiComments !== 0;

export const analysisJob: JobRunner = {
  async plan(db, job, context) {
    const size = usesAi(job, context) ? AI_SLICE : RULES_SLICE;
    // Cuts the ids, in order, into runs of `size` and keeps only each run's ends.
    const numbered = liveComments(
      db,
      {
        id: sql`${comments.commentId}`.as('id'),
        slice: sql`(row_number() over (order by ${comments.commentId}) - 1) / ${size}`.as('slice'),
      },
      toAnalyse(job),
    ).as('numbered');
    const { rows } = await db.execute<{ from_id: number; to_id: number; n: number }>(sql`
      select min(id) as from_id, max(id) as to_id, count(*)::int as n
      from ${numbered}
      group by slice order by slice`);
    return {
      total: rows.reduce((sum, row) => sum + Number(row.n), 0),
      slices: rows.map((row) => ({ fromId: Number(row.from_id), toId: Number(row.to_id) })),
    };
  },

  expireInSeconds(job, context) {
    if (!usesAi(job, context)) return 120;
    // Every call of a slice timing out once, in as many rounds as the budget allows, the waits
    // the provider may ask for, and room.
    const rounds = Math.ceil(AI_SLICE / context.aiConcurrency);
    return Math.ceil((rounds * context.aiTimeoutMs * 2 + MAX_PROVIDER_WAIT_MS) / 1000) + 60;
  },

  async runSlice(db, job, slice, context) {
    const rows = await liveComments(db, commentToAnalyseColumns, toAnalyse(job, slice)).orderBy(
      comments.commentId,
    );

    const industry = job.industry ?? '';
    const worthAModel = rows.filter((row) => row.text.trim().length >= MIN_COMMENT_LENGTH);
    const granted = usesAi(job, context)
      ? await reserveAiAnalyses(db, job.id, worthAModel.length)
      : 0;
    const byModel = new Set(worthAModel.slice(0, granted).map((row) => row.commentId));
    const cancellable =
      byModel.size > 0
        ? cancellableWork(db, job.id, context, { jobId: job.id, slice: slice.seq })
        : undefined;
    let passed: PassChunk<JobRow | undefined> | undefined;
    try {
      [passed] = await analyseAndStore(db, {
        industry,
        rows,
        // One chunk: the slice's analyses and its progress are stored in one transaction.
        chunkSize: Math.max(rows.length, 1),
        analyse: async (chunk, knownPains) => {
          const made = await analyseUnlessStopped(chunk, industry, context, {
            forModel: (row) => byModel.has(row.commentId),
            knownPains,
            work: cancellable?.work,
          });
          await setImmediate();
          return made;
        },
        store: async (tx, analysed) => {
          if (!(await lockRunningJob(tx, job.id))) return undefined;
          const stored = await storeAnalyses(
            tx,
            analysed,
            context.now(),
            job.kind === 'analyse-pending' ? { newOnly: true } : { analysedBefore: job.createdAt },
          );
          const modelMade = stored.filter((row) => row.model !== null).length;
          return recordProgress(
            tx,
            job.id,
            {
              byModel: modelMade,
              byRules: stored.length - modelMade,
              failed: 0,
              fallbacks: fallbackCounts(storedOf(analysed, stored)),
              tokens: tokensOf(storedOf(analysed, stored)),
            },
            { seq: analysed.length === rows.length ? slice.seq : undefined, now: context.now() },
          );
        },
      });
    } finally {
      cancellable?.stop();
    }
    countFinishedJob(context.jobMetrics, passed?.stored);
    return passed?.analysed.length === rows.length;
  },
};

/** Of `analysed`, the ones `stored` holds: a slice counts only what it stored. */
function storedOf(
  analysed: readonly AnalysedComment[],
  stored: readonly { commentId: number }[],
): AnalysedComment[] {
  const storedIds = new Set(stored.map((row) => row.commentId));
  return analysed.filter((row) => storedIds.has(row.commentId));
}

/** Those the rules made for the model, counted by the model's failure. */
function fallbackCounts(analyses: readonly AnalysedComment[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { fallbackReason } of analyses) {
    if (fallbackReason !== null) counts[fallbackReason] = (counts[fallbackReason] ?? 0) + 1;
  }
  return counts;
}

/** The tokens the model was billed for them, by kind; none for the rules'. */
function tokensOf(analyses: readonly AnalysedComment[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const [kind, count] of analyses.flatMap(({ tokens }) => Object.entries(tokens ?? {}))) {
    if (count > 0) total[kind] = (total[kind] ?? 0) + count;
  }
  return total;
}

/**
 * Analyses `rows`, those `forModel` says with the AI model and the rest with the rules. The
 * model's calls go out together (the AI analyser batches them, within the process's AI budget)
 * as `work` that waits out a provider's long retry-after; once it stops (the worker stopping,
 * the job cancelled) the calls in flight stop, and the comments made so far are returned, to be
 * stored rather than paid for again.
 */
async function analyseUnlessStopped(
  rows: readonly CommentToAnalyse[],
  industry: string,
  context: JobContext,
  {
    forModel,
    knownPains,
    work,
  }: {
    forModel: (row: CommentToAnalyse) => boolean;
    knownPains: readonly string[];
    work: WaitingWork | undefined;
  },
): Promise<AnalysedComment[]> {
  const model = context.analyser;
  const modelRows = model ? rows.filter(forModel) : [];
  const rulesRows = model ? rows.filter((row) => !forModel(row)) : rows;
  const byModel =
    model && work && modelRows.length > 0
      ? analyseWaitingForProvider(model, industry, modelRows, knownPains, work)
      : Promise.resolve([]);
  const byRules = await (context.analyseByRules ?? analyseByRulesHere)(industry, rulesRows);
  return [...(await byModel), ...byRules];
}

/** The rules on this thread, giving HTTP answers (and PGlite) a turn between runs of them. */
async function analyseByRulesHere(
  industry: string,
  rows: readonly CommentToAnalyse[],
): Promise<AnalysedComment[]> {
  const analysed: AnalysedComment[] = [];
  for (let start = 0; start < rows.length; start += RULES_TURN) {
    for (const row of rows.slice(start, start + RULES_TURN)) {
      analysed.push(await analyseRow(rulesAnalyser, industry, row));
    }
    await setImmediate();
  }
  return analysed;
}
