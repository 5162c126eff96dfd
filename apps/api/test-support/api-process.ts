import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BulkCommentsRequest, BulkCommentsResult, Job } from '@replica/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { QUEUE } from '../src/infra/queue/job-queue';
import { seedPendingComments } from './seed-many';
import { seedSource } from './seed-rows';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// Compiling with tsx and opening PGlite took over 60 s on a 2-core machine at load 20 (the load
// test running beside it); a real failure to start exits long before this.
const STARTUP_TIMEOUT_MS = 180_000;
// Often enough to catch a job mid-way, where a slice of the rules takes about a second.
const JOB_POLL_MS = 100;

export interface ApiProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` once listening. */
  readonly origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Settles with the exit code (null when killed by a signal) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `src/server.ts` as `npm start` does, in a child process of its own, with only the
 * variables given on top of this environment (DATABASE_URL removed unless given), and resolves
 * once it says it is listening. Tests kill it with real signals.
 *
 * @example const api = await startApiProcess({ REPLICA_DATA_DIR: dir, PORT: '0' });
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', SERVE_WEB: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start in time:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The line is JSON (infra/log): the URL ends at the closing quote.
      const match = /Réplica listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { child, origin, output: () => output, exited };
}

/** Signs a new account up and in on a running API and returns its session id. */
export async function signUpOn(origin: string, email: string): Promise<string> {
  const credentials = JSON.stringify({ email, pass: 'fiabilidad-2026' });
  const headers = { 'content-type': 'application/json' };
  const signup = await fetch(`${origin}/functions/v1/auth/signup`, {
    method: 'POST',
    headers,
    body: credentials,
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const signin = await fetch(`${origin}/functions/v1/auth/signin`, {
    method: 'POST',
    headers,
    body: credentials,
  });
  const { session_id: sessionId } = (await signin.json()) as { session_id: string };
  return sessionId;
}

/**
 * Sends one batch of an import to `POST comments-bulk` on a running API and returns its answer;
 * any status but 200 throws. A network failure (the process gone) rejects as fetch does.
 */
export async function importBatchOn(
  origin: string,
  sessionId: string,
  batch: BulkCommentsRequest,
): Promise<BulkCommentsResult> {
  const response = await fetch(`${origin}/functions/v1/comments-bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
    body: JSON.stringify(batch),
  });
  if (response.status !== 200) throw new Error(`comments-bulk answered ${response.status}`);
  return (await response.json()) as BulkCommentsResult;
}

export type WorkerProcess = Omit<ApiProcess, 'origin'>;

/**
 * Starts `src/server.ts` as a worker-only process (`REPLICA_ROLE=worker`: no HTTP), with the
 * variables given on top of this environment as `startApiProcess` does, and resolves once it says
 * it is working background jobs.
 *
 * @example const worker = await startWorkerProcess({ DATABASE_URL: url });
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, REPLICA_ROLE: 'worker', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker did not start in time:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Working background jobs')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code ?? signal}) before working:\n${output}`));
    });
  });
  return { child, output: () => output, exited };
}

/** The id of the workspace a session works in, where tests seed its comments. */
export async function currentWorkspaceOn(origin: string, sessionId: string): Promise<number> {
  const response = await fetch(`${origin}/functions/v1/workspaces`, {
    headers: { 'x-session-id': sessionId },
  });
  if (response.status !== 200) throw new Error(`workspaces answered ${response.status}`);
  const { current } = (await response.json()) as { current: number };
  return current;
}

/** Starts an `analyse-pending` job of `industry` on a running API; its id. */
export async function startAnalysisJobOn(
  origin: string,
  sessionId: string,
  industry: string,
): Promise<number> {
  const response = await fetch(`${origin}/functions/v1/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
    body: JSON.stringify({ kind: 'analyse-pending', industry }),
  });
  if (response.status !== 202) throw new Error(`POST jobs answered ${response.status}`);
  const { jobId } = (await response.json()) as { jobId: number };
  return jobId;
}

/**
 * A job as `GET jobs/{id}` shows it; undefined while the API answers 503 (database away) or
 * resets the connection (a kept-alive socket the busy server closed as the poll reused it).
 */
async function readJob(origin: string, sessionId: string, jobId: number) {
  const response = await fetch(`${origin}/functions/v1/jobs/${jobId}`, {
    headers: { 'x-session-id': sessionId },
  }).catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET') return undefined;
    throw error;
  });
  if (response === undefined) return undefined;
  if (response.status === 503) return undefined;
  if (response.status !== 200) throw new Error(`GET jobs/${jobId} answered ${response.status}`);
  return (await response.json()) as Job;
}

/** A job as `GET jobs/{id}` shows it. */
export async function jobOn(origin: string, sessionId: string, jobId: number): Promise<Job> {
  const job = await readJob(origin, sessionId, jobId);
  if (!job) throw new Error(`GET jobs/${jobId} answered 503 or reset the connection`);
  return job;
}

/**
 * Polls a job until `until` holds for it and returns it then; throws with its last view after
 * `timeoutMs`. A failed or cancelled job ends the wait at once unless `until` wants it; a 503
 * (the database away for a moment) is waited out.
 */
export async function waitForJobOn(
  origin: string,
  sessionId: string,
  jobId: number,
  until: (job: Job) => boolean,
  timeoutMs: number,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(origin, sessionId, jobId);
    if (job && until(job)) return job;
    if (job?.state === 'failed' || job?.state === 'cancelled' || Date.now() > deadline) {
      throw new Error(`job ${jobId} never got there: ${JSON.stringify(job)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

/** `count` pending comments in a new source of `industry` in one workspace. */
export async function seedPendingIn(
  database: Database,
  workspaceId: number,
  industry: string,
  count: number,
): Promise<void> {
  const db = database.forWorkspace(workspaceId);
  await seedPendingComments(db, await seedSource(db, industry), count);
}

export interface AnalysisTally {
  /** Live comments of the industry. */
  comments: number;
  /** Analysis rows of those comments, and how many comments they cover. */
  analyses: number;
  analysedComments: number;
}

/**
 * What is stored of an industry's analyses in one workspace, read as the database's own role
 * (outside row-level security), whatever the processes under test say about it.
 */
export async function tallyAnalyses(
  database: Database,
  workspaceId: number,
  industry: string,
): Promise<AnalysisTally> {
  const { rows } = await database.db.execute<{
    comments: number;
    analyses: number;
    analysed_comments: number;
  }>(sql`
    select count(distinct c.comment_id)::int as comments,
           count(a.comment_id)::int as analyses,
           count(distinct a.comment_id)::int as analysed_comments
    from comments c
    join sources s using (source_id)
    left join comment_analysis a on a.comment_id = c.comment_id
    where s.workspace_id = ${workspaceId} and s.industry = ${industry} and c.deleted_at is null`);
  const [row] = rows;
  if (!row) throw new Error('the tally returned no row');
  return {
    comments: row.comments,
    analyses: row.analyses,
    analysedComments: row.analysed_comments,
  };
}

/**
 * The queue messages of a job's slices that some worker holds (pg-boss state `active`) while the
 * slice is not done yet: after a worker dies, the ones it took with it.
 */
export async function heldUnfinishedSlices(database: Database, jobId: number): Promise<string[]> {
  const { rows } = await database.db.execute<{ id: string }>(sql`
    select m.id::text as id
    from pgboss.job m
    join job_chunks k on k.job_id = (m.data->>'jobId')::bigint and k.seq = (m.data->>'seq')::int
    where m.name = ${QUEUE.chunk} and m.state = 'active' and k.done_at is null
      and (m.data->>'jobId')::bigint = ${jobId}`);
  return rows.map((row) => row.id);
}

/** When a worker last took each of these queue messages (pg-boss's `started_on`). */
export async function lastTakenAt(
  database: Database,
  messageIds: readonly string[],
): Promise<Date[]> {
  if (messageIds.length === 0) return [];
  const { rows } = await database.db.execute<{ started_on: string | Date }>(sql`
    select started_on from pgboss.job
    where id in (${sql.join(
      messageIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rows.map((row) => new Date(row.started_on));
}

/**
 * `work`, or a failure as soon as one of `processes` exits first, with what it wrote: a test
 * waiting for a job sees at once that a process it relies on died.
 */
export function whileRunning<T>(processes: readonly WorkerProcess[], work: Promise<T>): Promise<T> {
  const death = Promise.race(
    processes.map(async (running) => {
      const { code, signal } = await running.exited;
      throw new Error(
        `a process exited (${code ?? signal}) while the test waited:\n${running.output()}`,
      );
    }),
  );
  // Once `work` has settled, a later exit (the test's own kill) is nobody's failure.
  death.catch(() => undefined);
  return Promise.race([work, death]);
}
