import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migration-status';
import { withTimeLimit } from './time-limit';

/** What `GET /readyz` reports, one word per check so a person reading it sees which failed. */
export interface Readiness {
  ready: boolean;
  checks: {
    /** `select 1` answered, or not (closed, unreachable, or slower than the limit). */
    database: 'ok' | 'unreachable';
    /** Every migration of the repository recorded as applied; unknown when it cannot be read. */
    migrations: 'ok' | 'pending' | 'unknown';
    /** pg-boss started in this process and not stopped since; absent in one that has none. */
    queue: 'running' | 'stopped' | 'absent';
  };
}

export interface ReadinessOptions {
  database: Database;
  /** Whether this process's job queue runs (`queueRunning`); undefined when it has none. */
  queueRunning: (() => boolean) | undefined;
  /** How long each database check may take before it counts as unreachable. */
  timeoutMs?: number;
}

// Load balancers commonly give a probe a few seconds; answering within them says "not ready"
// instead of letting the probe itself time out.
const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether this process can do its work: the database answers, its schema is this release's and
 * the job queue runs. A failed check is reported by name only; driver messages stay inside.
 *
 * @example const { ready, checks } = await checkReadiness({ database, queueRunning });
 */
export async function checkReadiness(options: ReadinessOptions): Promise<Readiness> {
  const { database } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  const queue = !options.queueRunning ? 'absent' : options.queueRunning() ? 'running' : 'stopped';
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'unknown', queue };
  try {
    await withTimeLimit(database.db.execute(sql`select 1`), timeoutMs);
  } catch {
    checks.database = 'unreachable';
  }
  if (checks.database === 'ok') {
    try {
      const pending = await withTimeLimit(pendingMigrations(database.db), timeoutMs);
      checks.migrations = pending.length === 0 ? 'ok' : 'pending';
    } catch {
      // Answered `select 1` but not this: the schema cannot be told, so it is not vouched for.
      checks.migrations = 'unknown';
    }
  }
  const ready =
    checks.database === 'ok' && checks.migrations === 'ok' && checks.queue === 'running';
  return { ready, checks };
}
