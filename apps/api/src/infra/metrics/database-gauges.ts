import { ACTIVE_JOB_STATES, JOB_KINDS } from '@replica/api-client/schemas';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database, Db, PoolUse } from '../../db/database';
import { jobs } from '../../db/schema';
import { withTimeLimit } from '../health/time-limit';
import { QUEUE } from '../queue/job-queue';

// A scrape that waits longer than this for the database reports these gauges empty instead of
// running into Prometheus's own scrape timeout (10 s by default).
const SCRAPE_READ_TIMEOUT_MS = 5_000;

// pg-boss's states of a message not yet settled: waiting, waiting to be retried, being worked.
const OPEN_MESSAGE_STATES = ['created', 'retry', 'active'] as const;
const QUEUES = Object.values(QUEUE);

/**
 * The pg Pool's connections, read at each scrape: all it holds, the idle ones, and the queries
 * waiting for one (the pool too small, or the server too slow).
 */
export function registerPoolGauges(registry: Registry, pool: PoolUse): void {
  const gauges: Array<[string, string, () => number]> = [
    ['db_pool_connections', 'Connections the pool holds', () => pool.totalCount],
    ['db_pool_idle_connections', 'Connections idle in the pool', () => pool.idleCount],
    ['db_pool_waiting_queries', 'Queries waiting for a connection', () => pool.waitingCount],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/**
 * The work waiting and in progress, for every process on the database, read at each scrape:
 * queued and running jobs by kind, and pg-boss's unsettled messages by queue and state. A read
 * that fails or is too slow leaves the gauges empty for that scrape rather than failing it.
 */
export function registerJobQueueGauges(registry: Registry, database: Database): void {
  new Gauge({
    name: 'jobs_active',
    help: 'Jobs queued or running, by kind and state',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      try {
        const counted = await withTimeLimit(countActiveJobs(database), SCRAPE_READ_TIMEOUT_MS);
        this.reset();
        // Every kind and state, none included, so a series does not vanish when it reaches 0.
        for (const kind of JOB_KINDS) {
          for (const state of ACTIVE_JOB_STATES) this.set({ kind, state }, 0);
        }
        for (const row of counted) this.inc({ kind: row.kind, state: row.state }, row.jobs);
      } catch {
        this.reset();
      }
    },
  });
  new Gauge({
    name: 'job_queue_messages',
    help: 'Unsettled pg-boss messages, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      try {
        const counted = await withTimeLimit(countOpenMessages(database.db), SCRAPE_READ_TIMEOUT_MS);
        this.reset();
        for (const queue of QUEUES) {
          for (const state of OPEN_MESSAGE_STATES) this.set({ queue, state }, 0);
        }
        for (const row of counted) this.set({ queue: row.queue, state: row.state }, row.messages);
      } catch {
        this.reset();
      }
    },
  });
}

const openMessagesOf = sql`pgboss.job where name in (${sql.join(
  QUEUES.map((queue) => sql`${queue}`),
  sql`, `,
)}) and state::text in (${sql.join(
  OPEN_MESSAGE_STATES.map((state) => sql`${state}`),
  sql`, `,
)})`;

async function countOpenMessages(db: Db) {
  const { rows } = await db.execute<{ queue: string; state: string; messages: number }>(
    sql`select name as queue, state::text as state, count(*)::int as messages
        from ${openMessagesOf} group by name, state`,
  );
  return rows;
}

/**
 * Active jobs, workspace by workspace: `jobs` is under forced row-level security, which holds
 * for the database's own role too unless it is a superuser, so no one statement sees them all.
 * The workspaces to look in are those with unsettled messages, as every queued or running job
 * has one (its plan, or its slices) until it ends.
 */
async function countActiveJobs(database: Database) {
  const { rows } = await database.db.execute<{ workspace_id: number | null }>(
    sql`select distinct (data->>'workspaceId')::int as workspace_id from ${openMessagesOf}`,
  );
  const counted: Array<{ kind: string; state: string; jobs: number }> = [];
  for (const { workspace_id: workspaceId } of rows) {
    if (workspaceId === null) continue;
    counted.push(
      ...(await database
        .forWorkspace(workspaceId)
        .select({ kind: jobs.kind, state: jobs.state, jobs: count() })
        .from(jobs)
        .where(and(eq(jobs.workspaceId, workspaceId), inArray(jobs.state, [...ACTIVE_JOB_STATES])))
        .groupBy(jobs.kind, jobs.state)),
    );
  }
  return counted;
}
