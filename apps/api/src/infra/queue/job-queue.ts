import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import type { Logger } from '../log/logger';

/**
 * The queue under the jobs: pg-boss, in its own schema of our database, over the
 * database's own connections (`Database.executeSql`), so it runs on PostgreSQL shared by any
 * number of processes and on PGlite inside the one process that owns it.
 */

/** The queues: planning a job, doing one of its slices, and the slices that ran out of tries. */
export const QUEUE = {
  plan: 'replica-job-plan',
  chunk: 'replica-job-chunk',
  deadChunk: 'replica-job-chunk-dead',
} as const;

/** What a message of either queue carries: the job, and for a slice, which one. */
export interface JobMessage {
  workspaceId: number;
  jobId: number;
  seq?: number;
}

// A slice that fails (a worker stopped, the database away) is tried again this many times.
const RETRY_LIMIT = 20;
const RETRY_DELAY_S = 1;
// The queue's expiry checks run this often; a message held by a killed worker waits for them.
const MAINTENANCE_INTERVAL_S = 5;
// Shared by every process (see MIGRATION_LOCK_ID in db/postgres.ts): one sets the queue up at a time.
const QUEUE_SETUP_LOCK_ID = 724_219_003;

export type JobQueue = PgBoss;

/**
 * Starts pg-boss on `database`, creating its schema and our queues the first time; the failures
 * of its own polling go to `logger`.
 */
export async function openJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_S,
    schedule: false,
  });
  // pg-boss reports the failures of its own polling here; without a listener they would throw.
  boss.on('error', (error) => logger.error({ reason: error.message }, 'Job queue error'));
  // Processes started together on a new database otherwise race pg-boss's creation of its
  // schema (a unique violation in pg_namespace) and of the queues (a deadlock).
  await database.exclusively(QUEUE_SETUP_LOCK_ID, async () => {
    await boss.start();
    await boss.createQueue(QUEUE.deadChunk);
    for (const name of [QUEUE.plan, QUEUE.chunk]) {
      await boss.createQueue(name, {
        name,
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_S,
        ...(name === QUEUE.chunk ? { deadLetter: QUEUE.deadChunk } : {}),
      });
    }
  });
  return boss;
}

/**
 * The message id of a job's plan or of one of its slices, always the same for the same one:
 * pg-boss inserts with ON CONFLICT DO NOTHING, so sending it again (a plan retried after it sent
 * half its slices, a start answered twice) never queues the work twice.
 */
export function messageId(message: JobMessage): string {
  const hex = createHash('sha256')
    .update(`${message.workspaceId}:${message.jobId}:${message.seq ?? 'plan'}`)
    .digest('hex');
  // Shaped as an RFC 9562 version 8 (custom) UUID, which pg-boss's uuid column takes.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the planning of a job (idempotent). */
export async function sendPlan(queue: JobQueue, message: JobMessage): Promise<void> {
  await queue.insert([{ id: messageId(message), name: QUEUE.plan, data: message }]);
}

/** Queues slices of a job (idempotent), each expiring after `expireInSeconds` in a worker. */
export async function sendChunks(
  queue: JobQueue,
  messages: readonly JobMessage[],
  expireInSeconds: number,
): Promise<void> {
  // One insert per thousand: a job of a million comments plans in a few statements.
  for (let start = 0; start < messages.length; start += 1_000) {
    await queue.insert(
      messages.slice(start, start + 1_000).map((data) => ({
        id: messageId(data),
        name: QUEUE.chunk,
        data,
        expireInSeconds,
      })),
    );
  }
}
