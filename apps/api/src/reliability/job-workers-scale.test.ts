import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { silentLogger } from '../infra/log/logger';
import { liveWorkerKeys } from '../infra/queue/job-claims';
import { QUEUE } from '../infra/queue/job-queue';
import { createScratchPostgresDatabase } from '../../test-support/databases';
import {
  type ApiProcess,
  type WorkerProcess,
  currentWorkspaceOn,
  heldUnfinishedSlices,
  lastTakenAt,
  seedPendingIn,
  signUpOn,
  startAnalysisJobOn,
  startApiProcess,
  startWorkerProcess,
  tallyAnalyses,
  waitForJobOn,
  whileRunning,
} from '../../test-support/api-process';

const serverUrl = process.env.DATABASE_URL;
const COMMENTS = 10_000;
// SIGTERMed once this many are analysed: a few slices of the rules (1,000 each) in.
const STOP_AFTER = 3_000;
// server.ts exits 1 if shutting down takes 10 s; a little more for the signal and the exit.
const STOP_LIMIT_MS = 12_000;
// A slice a stopping worker did not finish is failed back to the queue and taken again a second
// later; far below the 120 s after which the queue would take back an expired one by itself.
const HAND_BACK_LIMIT_S = 30;
const JOB_LIMIT_MS = 300_000;
// Claims live while a slice is worked (about a second for 1,000 comments of the rules).
const CLAIM_SAMPLE_MS = 25;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * Which worker took which slice, until `until` settles: every worker records the queue message
 * it works on with its own key in job_claims (claimMessage, job-worker.ts) until the slice ends,
 * so reading the table often enough while the job runs sees each slice with the key of the
 * process that did it. Slices seen per worker key.
 */
async function slicesPerWorker(
  database: Database,
  until: Promise<unknown>,
): Promise<Map<number, number>> {
  let watching = true;
  const stop = () => {
    watching = false;
  };
  void until.then(stop, stop);
  const takenBy = new Map<string, number>();
  while (watching) {
    const { rows } = await database.db.execute<{ message_id: string; worker_key: number }>(sql`
      select message_id, worker_key from job_claims where queue = ${QUEUE.chunk}`);
    for (const row of rows) takenBy.set(row.message_id, Number(row.worker_key));
    await new Promise((resolve) => setTimeout(resolve, CLAIM_SAMPLE_MS));
  }
  const perWorker = new Map<number, number>();
  for (const key of takenBy.values()) perWorker.set(key, (perWorker.get(key) ?? 0) + 1);
  return perWorker;
}

if (!serverUrl) console.warn('[reliability] job workers scale test skipped: DATABASE_URL not set');

describe.skipIf(!serverUrl)(
  `two worker processes on one PostgreSQL database${serverUrl ? '' : ' (skipped: DATABASE_URL not set)'}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
    let database: Database;
    let api: ApiProcess;
    let workers: WorkerProcess[];
    let sessionId: string;
    let workspaceId: number;

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(serverUrl!);
      // The API first: it migrates the database the workers then find ready.
      api = await startApiProcess({ DATABASE_URL: scratch.url, REPLICA_ROLE: 'api' });
      workers = await Promise.all(
        [1, 2].map(() => startWorkerProcess({ DATABASE_URL: scratch.url })),
      );
      database = await openPostgres(scratch.url, { logger: silentLogger });
      sessionId = await signUpOn(api.origin, 'dos-trabajadores@example.com');
      workspaceId = await currentWorkspaceOn(api.origin, sessionId);
    }, 300_000);
    afterAll(async () => {
      for (const running of [api, ...(workers ?? [])]) {
        if (running?.child.exitCode === null) running.child.kill('SIGKILL');
      }
      await database?.close();
      await scratch?.drop();
    });

    it('share a 10,000-comment job: both take slices, each comment analysed and counted once', async () => {
      const industry = 'Dos trabajadores';
      await seedPendingIn(database, workspaceId, industry, COMMENTS);
      const liveKeys = await liveWorkerKeys(database.db);
      expect(liveKeys).toHaveLength(2);

      const startedAt = Date.now();
      const jobId = await startAnalysisJobOn(api.origin, sessionId, industry);
      const finished = whileRunning(
        [api, ...workers],
        waitForJobOn(api.origin, sessionId, jobId, (job) => job.state === 'done', JOB_LIMIT_MS),
      );
      const [done, perWorker] = await Promise.all([finished, slicesPerWorker(database, finished)]);
      const finishedAt = Date.now();

      expect(done).toMatchObject({ total: COMMENTS, done: COMMENTS, byRules: COMMENTS, failed: 0 });
      expect(await tallyAnalyses(database, workspaceId, industry)).toEqual({
        comments: COMMENTS,
        analyses: COMMENTS,
        analysedComments: COMMENTS,
      });
      // Both processes, and only they, took slices.
      const byKey = (a: number, b: number) => a - b;
      expect([...perWorker.keys()].sort(byKey)).toEqual([...liveKeys].sort(byKey));
      console.log(
        `[reliability] two workers, one job: ${COMMENTS} comments in ${seconds(finishedAt - startedAt)} s, ` +
          `slices seen taken per worker ${[...perWorker.values()].join(' and ')}, ` +
          `${COMMENTS} analyses of ${COMMENTS} comments, job counted ${done.done}`,
      );
    }, 600_000);

    it('one SIGTERMed mid-job exits 0 within seconds and the other finishes the job, once', async () => {
      const industry = 'Un trabajador se detiene';
      await seedPendingIn(database, workspaceId, industry, COMMENTS);
      const [stopped, survivor] = workers as [WorkerProcess, WorkerProcess];
      const startedAt = Date.now();
      const jobId = await startAnalysisJobOn(api.origin, sessionId, industry);
      await whileRunning(
        [api, ...workers],
        waitForJobOn(
          api.origin,
          sessionId,
          jobId,
          (job) => job.state === 'running' && job.done >= STOP_AFTER,
          JOB_LIMIT_MS,
        ),
      );
      const signalledAt = Date.now();
      stopped.child.kill('SIGTERM');
      const exit = await stopped.exited;
      const exitedAt = Date.now();
      expect(exit.code, stopped.output()).toBe(0);
      expect(exitedAt - signalledAt).toBeLessThan(STOP_LIMIT_MS);
      // Whatever is held now and not done, by the survivor or left by the stopped one.
      const held = await heldUnfinishedSlices(database, jobId);

      const done = await whileRunning(
        [api, survivor],
        waitForJobOn(api.origin, sessionId, jobId, (job) => job.state === 'done', JOB_LIMIT_MS),
      );
      const finishedAt = Date.now();
      expect(done).toMatchObject({ total: COMMENTS, done: COMMENTS, byRules: COMMENTS, failed: 0 });
      expect(await tallyAnalyses(database, workspaceId, industry)).toEqual({
        comments: COMMENTS,
        analyses: COMMENTS,
        analysedComments: COMMENTS,
      });
      // A slice the survivor held keeps its start (before the exit); one the stopped worker left
      // behind would be taken again only when it expired.
      const takenAt = await lastTakenAt(database, held);
      const handBackS = Math.max(0, ...takenAt.map((at) => (at.getTime() - exitedAt) / 1000));
      console.log(
        `[reliability] one of two workers SIGTERMed mid-job: exited 0 in ${seconds(exitedAt - signalledAt)} s, ` +
          `the other finished ${seconds(finishedAt - exitedAt)} s later (job ${seconds(finishedAt - startedAt)} s in all), ` +
          `slices held at the exit taken again within ${handBackS.toFixed(1)} s; ` +
          `${COMMENTS} analyses of ${COMMENTS} comments, job counted ${done.done}`,
      );
      expect(handBackS).toBeLessThan(HAND_BACK_LIMIT_S);
    }, 600_000);
  },
);
