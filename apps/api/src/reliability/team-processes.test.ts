import type {
  BulkCommentsRequest,
  BulkCommentsResult,
  InboxPage,
  IndustrySummary,
} from '@replica/api-client/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { silentLogger } from '../infra/log/logger';
import { createScratchPostgresDatabase } from '../../test-support/databases';
import {
  type ApiProcess,
  type WorkerProcess,
  currentWorkspaceOn,
  importBatchOn,
  signUpOn,
  startAnalysisJobOn,
  startApiProcess,
  startWorkerProcess,
  tallyAnalyses,
  waitForJobOn,
  whileRunning,
} from '../../test-support/api-process';

const serverUrl = process.env.DATABASE_URL;
const COMMENTS = 20_000;
const BATCH_SIZE = 1_000;
// Ingesta sends two at a time; one more keeps a batch on the wire to each process.
const IN_FLIGHT = 3;
// The first process is SIGKILLed once this many batches are answered and one of its own is
// still unanswered.
const KILL_AFTER_ACKS = 7;
// Reads go along with the import without crowding it out.
const READ_PAUSE_MS = 50;
const JOB_LIMIT_MS = 120_000;
const INDUSTRY = 'Equipo de procesos';
const IMPORT_ID = 'team-processes-import';

const batches: BulkCommentsRequest[] = Array.from({ length: COMMENTS / BATCH_SIZE }, (_, b) => ({
  batchId: `team-batch-${String(b).padStart(4, '0')}`,
  importId: IMPORT_ID,
  kind: 'bulk',
  industry: INDUSTRY,
  comments: Array.from({ length: BATCH_SIZE }, (_, i) => ({
    text: `Comentario ${b * BATCH_SIZE + i} de un equipo con varios procesos: el precio sube`,
  })),
}));

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * The client in front of several API processes, as a reverse proxy with health checks would be:
 * requests take turns over the processes still up; one that gets no answer from a process that
 * `mayGoAway` (the connection reset or refused: fetch rejects with a TypeError) is sent again,
 * unchanged, to another, and that process gets no more. Any other failure is the test's.
 * Requests carry a label (a batch id, a read's name) to tell what was in flight and sent again.
 */
function clientOver(processes: readonly ApiProcess[], mayGoAway: (api: ApiProcess) => boolean) {
  const live = [...processes];
  const inFlight = new Map(processes.map((api) => [api, new Set<string>()]));
  const answeredBy = new Map(processes.map((api) => [api, [] as string[]]));
  const resent: string[] = [];
  let turn = 0;
  async function send<T>(label: string, request: (origin: string) => Promise<T>): Promise<T> {
    for (;;) {
      const api = live[turn++ % live.length]!;
      inFlight.get(api)!.add(label);
      try {
        const answer = await request(api.origin);
        answeredBy.get(api)!.push(label);
        return answer;
      } catch (error) {
        if (!(error instanceof TypeError) || !mayGoAway(api)) throw error;
        if (live.includes(api)) live.splice(live.indexOf(api), 1);
        if (live.length === 0) throw error;
        resent.push(label);
      } finally {
        inFlight.get(api)!.delete(label);
      }
    }
  }
  return {
    send,
    inFlightTo: (api: ApiProcess) => [...inFlight.get(api)!],
    answeredBy: (api: ApiProcess) => answeredBy.get(api)!,
    resent: () => resent,
  };
}

const isBatch = (label: string) => label.startsWith('team-batch-');

async function readOn<T>(origin: string, sessionId: string, path: string): Promise<T> {
  const response = await fetch(`${origin}/functions/v1/${path}`, {
    headers: { 'x-session-id': sessionId },
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The industry's live comments as Opiniones counts them. */
async function inboxTotalOn(origin: string, sessionId: string): Promise<number> {
  const path = `opiniones?industry=${encodeURIComponent(INDUSTRY)}&limit=1`;
  return (await readOn<InboxPage>(origin, sessionId, path)).total;
}

/** The industry's opinions as Inicio's summary counts them (the tally tables). */
async function summaryOpinionsOn(origin: string, sessionId: string): Promise<number> {
  const summaries = await readOn<IndustrySummary[]>(origin, sessionId, 'industries-summary');
  return summaries.find((summary) => summary.industry === INDUSTRY)?.opinions ?? 0;
}

if (!serverUrl) console.warn('[reliability] team processes test skipped: DATABASE_URL not set');

describe.skipIf(!serverUrl)(
  `two API processes and a worker on one PostgreSQL database${serverUrl ? '' : ' (skipped: DATABASE_URL not set)'}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
    let database: Database;
    let starting: Array<Promise<WorkerProcess>> = [];
    let doomed: ApiProcess;
    let survivor: ApiProcess;
    let worker: WorkerProcess;
    let upInMs: number;

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(serverUrl!);
      const startedAt = Date.now();
      // All three at once on the new database: the migrations and the queue's setup take turns
      // under advisory locks (before the queue's had one, a process exited here).
      const first = startApiProcess({ DATABASE_URL: scratch.url, REPLICA_ROLE: 'api' });
      const second = startApiProcess({ DATABASE_URL: scratch.url, REPLICA_ROLE: 'api' });
      const third = startWorkerProcess({ DATABASE_URL: scratch.url });
      starting = [first, second, third];
      [doomed, survivor, worker] = await Promise.all([first, second, third]);
      upInMs = Date.now() - startedAt;
      database = await openPostgres(scratch.url, { logger: silentLogger });
    }, 300_000);
    afterAll(async () => {
      for (const started of await Promise.allSettled(starting)) {
        if (started.status === 'fulfilled' && started.value.child.exitCode === null) {
          started.value.child.kill('SIGKILL');
        }
      }
      await database?.close();
      await scratch?.drop();
    });

    it('stores every batch once when an API process is SIGKILLed mid-import; the worker analyses them all', async () => {
      const startedAt = Date.now();
      const sessionId = await signUpOn(doomed.origin, 'equipo-procesos@example.com');
      // The session lives in the database: the other process knows it at once.
      const workspaceId = await currentWorkspaceOn(survivor.origin, sessionId);

      let killedAt: number | undefined;
      const client = clientOver([doomed, survivor], (api) => api === doomed && !!killedAt);
      const answers = new Map<string, BulkCommentsResult>();
      let answeredBeforeKill = 0;
      let next = 0;
      const sendBatches = async () => {
        while (next < batches.length) {
          const batch = batches[next++]!;
          answers.set(
            batch.batchId,
            await client.send(batch.batchId, (origin) => importBatchOn(origin, sessionId, batch)),
          );
          if (
            !killedAt &&
            answers.size >= KILL_AFTER_ACKS &&
            client.inFlightTo(doomed).some(isBatch)
          ) {
            doomed.child.kill('SIGKILL');
            killedAt = Date.now();
            answeredBeforeKill = answers.size;
          }
        }
      };
      // Opiniones and Inicio read while the batches land, from either process.
      const seenTotals: number[] = [];
      let importing = true;
      const readAlong = async () => {
        while (importing) {
          seenTotals.push(
            await client.send('opiniones', (origin) => inboxTotalOn(origin, sessionId)),
          );
          seenTotals.push(
            await client.send('industries-summary', (origin) =>
              summaryOpinionsOn(origin, sessionId),
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
        }
      };
      const imported = Promise.all(Array.from({ length: IN_FLIGHT }, sendBatches)).finally(() => {
        importing = false;
      });
      await Promise.all([imported, readAlong()]);
      const importedAt = Date.now();

      expect(killedAt, 'no batch of the first process was ever in flight').toBeDefined();
      expect((await doomed.exited).signal).toBe('SIGKILL');
      expect(answeredBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(answeredBeforeKill).toBeLessThan(batches.length);
      const resentBatches = client.resent().filter(isBatch);
      expect(resentBatches.length).toBeGreaterThanOrEqual(1);
      expect(answers.size).toBe(batches.length);
      const sum = (field: keyof BulkCommentsResult) =>
        [...answers.values()].reduce((total, answer) => total + answer[field], 0);
      expect({
        inserted: sum('inserted'),
        duplicates: sum('duplicates'),
        tooShort: sum('tooShort'),
        failed: sum('failed'),
      }).toEqual({ inserted: COMMENTS, duplicates: 0, tooShort: 0, failed: 0 });
      // Each batch commits whole: no read, from either process, saw part of one.
      expect(seenTotals.filter((total) => total % BATCH_SIZE !== 0)).toEqual([]);

      // The client sends every batch again through the survivor: each is answered with its
      // first result and stores nothing.
      for (const batch of batches) {
        expect(await importBatchOn(survivor.origin, sessionId, batch)).toEqual(
          answers.get(batch.batchId),
        );
      }
      expect(await inboxTotalOn(survivor.origin, sessionId)).toBe(COMMENTS);
      const { rows } = await database.db.execute<{
        stored: number;
        distinct_texts: number;
        sources: number;
        batches: number;
      }>(sql`
        select count(*)::int as stored,
               count(distinct c.normalized_text)::int as distinct_texts,
               count(distinct c.source_id)::int as sources,
               (select count(*)::int from import_batches where batch_id like 'team-batch-%') as batches
        from comments c join sources s using (source_id)
        where s.workspace_id = ${workspaceId} and s.industry = ${INDUSTRY}
          and c.deleted_at is null`);
      const stored = rows[0]!;
      // One import, one source, however its batches raced over the two processes.
      expect(stored).toEqual({
        stored: COMMENTS,
        distinct_texts: COMMENTS,
        sources: 1,
        batches: batches.length,
      });

      const jobStartedAt = Date.now();
      const jobId = await startAnalysisJobOn(survivor.origin, sessionId, INDUSTRY);
      const done = await whileRunning(
        [survivor, worker],
        waitForJobOn(
          survivor.origin,
          sessionId,
          jobId,
          (job) => job.state === 'done',
          JOB_LIMIT_MS,
        ),
      );
      const jobDoneAt = Date.now();
      expect(done).toMatchObject({ total: COMMENTS, done: COMMENTS, byRules: COMMENTS, failed: 0 });
      expect(await tallyAnalyses(database, workspaceId, INDUSTRY)).toEqual({
        comments: COMMENTS,
        analyses: COMMENTS,
        analysedComments: COMMENTS,
      });

      const batchesBy = (api: ApiProcess) => client.answeredBy(api).filter(isBatch).length;
      const readsBy = (api: ApiProcess) => client.answeredBy(api).length - batchesBy(api);
      console.log(
        `[reliability] two API processes and a worker on one PostgreSQL database (up in ${seconds(upInMs)} s): ` +
          `${batches.length} batches of ${BATCH_SIZE}, ${IN_FLIGHT} in flight, answered ${batchesBy(doomed)} by the first process ` +
          `and ${batchesBy(survivor)} by the second, reads ${readsBy(doomed)} and ${readsBy(survivor)}; ` +
          `the first SIGKILLed after ${answeredBeforeKill} answered batches; sent again to the second for want of an answer: ` +
          `${resentBatches.length} batch(es) (${resentBatches.join(', ')}) and ${client.resent().length - resentBatches.length} read(s); ` +
          `import ${seconds(importedAt - startedAt)} s, answers add up to ${sum('inserted')} inserted and ${sum('duplicates')} duplicates, ` +
          `${stored.stored} comments stored (${stored.distinct_texts} distinct texts, ${stored.sources} source(s)), ` +
          `all ${batches.length} batches sent again stored nothing; the worker analysed ${done.done} in ${seconds(jobDoneAt - jobStartedAt)} s ` +
          `(${COMMENTS} analyses of ${COMMENTS} comments); ${seconds(Date.now() - startedAt)} s after sign-up`,
      );
    }, 600_000);
  },
);
