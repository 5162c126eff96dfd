import { sql } from 'drizzle-orm';
import type { Logger } from '../infra/log/logger';
import type { Db } from './database';
import { startPeriodicChore } from './periodic-chore';

/** How often the tables are checked for stale planner statistics. */
export const AUTO_ANALYZE_INTERVAL_MS = 15_000;

/**
 * Keeps the planner's statistics fresh where nothing else does soon enough: PGlite runs no
 * autovacuum daemon, and a server's may be off or a minute behind an import, while a team opens
 * the report right after importing (measured: the inbox's first page took 516 ms at 100,000
 * comments with stale statistics and 57 ms after ANALYZE; the report served 23 requests a second
 * instead of 163 at 20,000 comments). Every `intervalMs`, a table changed by more than 50 rows
 * plus 10 % of its size since its last ANALYZE (autovacuum's default threshold) is analysed
 * again. Returns a function that stops it.
 */
export function startAutoAnalyze(
  db: Db,
  { logger, intervalMs = AUTO_ANALYZE_INTERVAL_MS }: { logger: Logger; intervalMs?: number },
): () => void {
  // A failure only costs plan quality until the next check.
  return startPeriodicChore(
    async (stillWanted) => {
      const stale = await db.execute<{ relname: string }>(sql`
        select relname from pg_stat_user_tables
        where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup`);
      for (const { relname } of stale.rows) {
        if (!stillWanted()) break;
        await db.execute(sql`analyze ${sql.identifier(relname)}`);
      }
    },
    { intervalMs, logger, failureMessage: 'auto-analyze failed', runAtStart: true },
  );
}
