/**
 * Fills a PostgreSQL database with 1,000,000 realistic comments (SEED_COMMENTS to change; see
 * seed-comments.ts for what they are) and prints `seed-1m-postgres: N s`:
 *
 *   npm run seed:million -w @replica/api
 *
 * Into DATABASE_URL when set, else into a new database on the local server, which it keeps and
 * names on stderr so the API can be started on it (DATABASE_URL=… npm start).
 */
import { openPostgres } from '../src/db/postgres';
import { createLogger } from '../src/infra/log/logger';
import { createTestWorkspace } from '../test-support/workspaces';
import { LOCAL_POSTGRES, countLabel, createDatabase, seedComments } from './seed-comments';

const count = Number(process.env.SEED_COMMENTS ?? 1_000_000);
const url =
  process.env.DATABASE_URL ?? (await createDatabase(LOCAL_POSTGRES, 'replica_million')).url;
console.error(`seeding ${count} comments into ${url}`);
// Opening migrates: the rows go through the real schema and its triggers. They fill a workspace
// of their own; `npm run bench` with BENCH_SEEDED_DATABASE_URL joins it to measure it.
const database = await openPostgres(url, { logger: createLogger() });
const workspace = await createTestWorkspace(database);
await database.close();
const seconds = await seedComments(url, count, workspace.id);
console.log(`seed-${countLabel(count)}-postgres: ${seconds.toFixed(1)} s`);
