/**
 * `npm run bench` (jobs): how fast background jobs analyse pending comments end to end
 * (planned, claimed, analysed, stored, counted) with real worker processes (`REPLICA_ROLE=worker`)
 * on a scratch PostgreSQL database of DATABASE_URL's server (the local one when unset):
 * - `analyse-100k-pending-rules-postgres`: 100,000 pending comments with the rules, one worker
 *   process, then another 100,000 with two, and their ratio;
 * - `analyse-5k-fake-ai-200ms`: 5,000 comments through a fake AI provider answering in 200 ms,
 *   with AI_MAX_CONCURRENCY=16 (the ceiling is 16 / 0.2 s = 80 comments/s).
 * The comments are the rules bench's varied set (`generated-comments.ts`). Workers start, and
 * each set analyses a warm-up job of its own, before the clock does (a worker lives long: its
 * threads have compiled the rules before most jobs); the clock runs from the job's start to its
 * last slice.
 * Prints one `name: value unit` line per figure.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { createLogger } from '../src/infra/log/logger';
import { jobs } from '../src/db/schema';
import { queuedJobStarter } from '../src/infra/queue/queued-job-starter';
import { analysesReply, startFakeAiServer } from '../test-support/fake-ai-server';
import { openJobQueue } from '../src/infra/queue/job-queue';
import { type WorkerProcess, startWorkerProcess } from '../test-support/api-process';
import { generateComments } from '../test-support/generated-comments';
import { seedCommentTexts } from '../test-support/seed-many';
import { seedSource } from '../test-support/seed-rows';
import { createTestWorkspace } from '../test-support/workspaces';
import { LOCAL_POSTGRES, createDatabase } from './seed-comments';

const RULES_COMMENTS = Number(process.env.BENCH_JOB_COMMENTS ?? 100_000);
const AI_COMMENTS = Number(process.env.BENCH_AI_COMMENTS ?? 5_000);
const AI_LATENCY_MS = 200;
const AI_CONCURRENCY = 16;
const WARM_UP_COMMENTS = 2_000;
// Rows per INSERT while seeding: one array parameter each, well under the protocol's limits.
const SEED_BATCH = 20_000;

const scratch = await createDatabase(
  process.env.DATABASE_URL ?? LOCAL_POSTGRES,
  'replica_bench_jobs',
);
const logger = createLogger();
const database = await openPostgres(scratch.url, { logger });
const queue = await openJobQueue(database, logger);
const starter = queuedJobStarter(queue);
const workspace = await createTestWorkspace(database);

try {
  const one = await analyseWith(1, RULES_COMMENTS, {});
  print('analyse-100k-pending-rules-postgres-one-worker', one.toFixed(0), 'comments/s');
  const two = await analyseWith(2, RULES_COMMENTS, {});
  print('analyse-100k-pending-rules-postgres-two-workers', two.toFixed(0), 'comments/s');
  print('analyse-100k-pending-rules-postgres-two-to-one', (two / one).toFixed(2), 'x');

  const fakeAi = await startFakeAiServer(
    'openai',
    (request) => analysesReply(request),
    AI_LATENCY_MS,
  );
  try {
    const rate = await analyseWith(1, AI_COMMENTS, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fakeAi.baseUrl,
      AI_MODEL: 'modelo-de-bench',
      AI_MAX_CONCURRENCY: String(AI_CONCURRENCY),
    });
    print('analyse-5k-fake-ai-200ms', rate.toFixed(1), 'comments/s');
    print('analyse-5k-fake-ai-200ms-max-concurrent-calls', String(fakeAi.maxConcurrent), 'calls');
    // 25 comments a call: the instructions are paid once a call, not once a comment.
    print('analyse-5k-fake-ai-200ms-calls', String(fakeAi.requests.length), 'calls');
  } finally {
    await fakeAi.close();
  }
} finally {
  await queue.stop({ graceful: false, close: false });
  await database.close();
  await scratch.drop();
}

/**
 * Seeds `count` pending comments in a new industry, starts `workers` worker processes with `env`,
 * and times one analyse-pending job over them; comments per second.
 */
async function analyseWith(
  workers: number,
  count: number,
  env: Record<string, string>,
): Promise<number> {
  const industry = `Bench ${workers} ${Object.keys(env).length > 0 ? 'IA' : 'reglas'}`;
  await seedIndustry(industry, count);
  await seedIndustry(`${industry} (calentamiento)`, Math.min(count, WARM_UP_COMMENTS));
  // As autovacuum would after a load this size: the planner needs the new row counts.
  await database.db.execute(sql`analyze`);
  const started: WorkerProcess[] = [];
  try {
    for (let index = 0; index < workers; index += 1) {
      started.push(await startWorkerProcess({ DATABASE_URL: scratch.url, ...env }));
    }
    await analyseAll(`${industry} (calentamiento)`);
    const clock = performance.now();
    const done = await analyseAll(industry);
    const seconds = (performance.now() - clock) / 1000;
    if (done !== count) throw new Error(`the job analysed ${done} of ${count} comments`);
    return count / seconds;
  } finally {
    for (const worker of started) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  }
}

/** `count` pending comments of the benchmark's varied set in a new source of `industry`. */
async function seedIndustry(industry: string, count: number): Promise<void> {
  const source = await seedSource(workspace.db, industry);
  const texts = generateComments(count).map((comment) => comment.text);
  for (let start = 0; start < count; start += SEED_BATCH) {
    await seedCommentTexts(workspace.db, source, texts.slice(start, start + SEED_BATCH));
  }
}

/** Runs an analyse-pending job over the industry; how many comments it analysed. */
async function analyseAll(industry: string): Promise<number> {
  const job = await starter.start(workspace.db, {
    kind: 'analyse-pending',
    industry,
    createdBy: null,
  });
  return finished(workspace.db, job.id);
}

/** Waits for the job to be done, looking every 50 ms; how many comments it analysed. */
async function finished(db: WorkspaceDb, jobId: number): Promise<number> {
  for (;;) {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    if (row?.state === 'done') return row.done;
    if (row && row.state !== 'queued' && row.state !== 'running') {
      throw new Error(`the job ended ${row.state}: ${row.error ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function print(name: string, value: string, unit: string): void {
  console.log(`${name}: ${value} ${unit}`);
}
