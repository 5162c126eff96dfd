import { drizzle } from 'drizzle-orm/node-postgres';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';

/** An e-mail no other test uses, so tests can share one database. */
export function uniqueEmail(): string {
  return `user-${randomBytes(6).toString('hex')}@example.com`;
}

/** A client address no other test uses, for the per-address sign-in throttle. */
export function uniqueAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2030-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * A database whose server never answers: every query fails with a connection error. For
 * proving that failures become a bare 500, and for apps whose tests never touch the database.
 */
export function unreachableDatabase(): Database {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/nothing' });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    forWorkspace: (workspaceId) => Object.assign(db, { workspaceId }),
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    holdSessionLock: async () => {
      await pool.query('select 1');
    },
    exclusively: async (_lockId, work) => {
      await pool.query('select 1');
      return work();
    },
    // Never listening: a session cache over it keeps nothing.
    listen: () => ({ live: false, stop: () => {} }),
    close: () => pool.end(),
  };
}
