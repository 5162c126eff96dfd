import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './database';
import { migrationsFolder } from './migrations';

// Where drizzle's migrator (both drivers, with its defaults) records each migration it applied,
// by the journal entry's `when` in `created_at`.
const RECORD_TABLE = 'drizzle.__drizzle_migrations';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

type JournalEntry = z.infer<typeof journalSchema>['entries'][number];

let journal: readonly JournalEntry[] | undefined;

/** The repository's migrations, as drizzle-kit listed them in the journal the migrator reads. */
function repositoryMigrations(): readonly JournalEntry[] {
  journal ??= journalSchema.parse(
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  ).entries;
  return journal;
}

/**
 * The tags of the repository's migrations the database has not recorded as applied; none when
 * it is up to date (or ahead: a newer release migrated it first). A database the migrator never
 * ran on has them all pending.
 *
 * @example if ((await pendingMigrations(database.db)).length > 0) answerNotReady();
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows: table } = await db.execute<{ recorded: boolean }>(
    sql`select to_regclass(${RECORD_TABLE}) is not null as recorded`,
  );
  const applied = new Set<number>();
  if (table[0]?.recorded) {
    const { rows } = await db.execute<{ created_at: number | string }>(
      sql`select created_at from ${sql.raw(RECORD_TABLE)}`,
    );
    for (const row of rows) applied.add(Number(row.created_at));
  }
  return repositoryMigrations()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}
