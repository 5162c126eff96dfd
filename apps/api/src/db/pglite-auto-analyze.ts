import { sql } from 'drizzle-orm';
import type { Logger } from '../infra/log/logger';
import type { Db } from './database';

/** How often PGlite's tables are checked for stale planner statistics. */
export const AUTO_ANALYZE_INTERVAL_MS = 15_000;

/**
 * PGlite runs no autovacuum daemon, so nothing refreshes the planner's statistics and, after a
 * big import, it keeps planning for empty tables (measured: the inbox's first page took 516 ms at
 * 100,000 comments with stale statistics and 57 ms after ANALYZE). This does what autovacuum's
 * analyze does on a server, with its default threshold: a table changed by more than 50 rows plus
 * 10 % of its size since its last ANALYZE is analysed again. Returns a function that stops it.
 */
export function startAutoAnalyze(
  db: Db,
  { logger, intervalMs = AUTO_ANALYZE_INTERVAL_MS }: { logger: Logger; intervalMs?: number },
): () => void {
  let stopped = false;
  let running = false;

  const analyzeStaleTables = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const stale = await db.execute<{ relname: string }>(sql`
        select relname from pg_stat_user_tables
        where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup`);
      for (const { relname } of stale.rows) {
        if (stopped) break;
        await db.execute(sql`analyze ${sql.identifier(relname)}`);
      }
    } catch (error) {
      // Closing the database mid-check is expected; anything else only costs plan quality.
      if (!stopped) logger.error({ err: error }, 'PGlite auto-analyze failed');
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void analyzeStaleTables(), intervalMs);
  timer.unref();
  void analyzeStaleTables();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
