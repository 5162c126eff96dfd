import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/database';
import { SESSION_MAX_AGE_MS } from '../domain/auth/sessions';
import { newSecretToken } from '../domain/secret-tokens';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock } from '../../test-support/fixtures';
import { dataRoutes } from '../../test-support/data-routes';
import { serveOnLoopback } from '../../test-support/loopback';

/** A concrete URL for a route pattern: every `:param` becomes a plausible value. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

/** Row counts of every table but sessions (an expired session is deleted when presented). */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions'
        order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    );
    counts[name] = Number(result.rows[0]?.count);
  }
  return counts;
}

describe('every data route needs a valid session', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();
    let app: ReturnType<typeof createApp> | undefined;
    const http = serveOnLoopback(() => {
      app = createApp({ database: database(), now: clock.now });
      return app;
    });

    it('walks a contract of at least 20 data routes', () => {
      expect(dataRoutes(app).length).toBeGreaterThanOrEqual(20);
    });

    it('answers 401 to no, forged and expired sessions, writing nothing', async () => {
      const expired = await signUpAndSignIn(http);
      clock.advance(SESSION_MAX_AGE_MS + 1);
      const db = database().db;
      const before = await tableCounts(db);

      const sessions: Array<[string, Record<string, string>]> = [
        ['none', {}],
        ['forged', { 'x-session-id': newSecretToken() }],
        ['forged bearer', { authorization: `Bearer ${newSecretToken()}` }],
        ['malformed', { 'x-session-id': "' or 1=1 --" }],
        ['expired', { 'x-session-id': expired }],
      ];
      const answers: string[] = [];
      for (const route of dataRoutes(app)) {
        const [method = 'GET', path = ''] = route.split(' ');
        for (const [label, headers] of sessions) {
          const response = await http.call(method, concrete(path), {
            headers,
            ...(method === 'GET' || method === 'DELETE' ? {} : { json: { industry: 'x' } }),
          });
          const body = (await response.json()) as { error?: string };
          answers.push(`${route} [${label}] → ${response.status} ${body.error ?? ''}`);
        }
      }

      expect(answers.filter((answer) => !answer.endsWith('→ 401 No autenticado'))).toEqual([]);
      expect(await tableCounts(db)).toEqual(before);
    });
  });
});
