/**
 * `npm run bench` (API part): throughput of the read endpoints at the size a new team reaches
 * first. A fresh workspace on a scratch PostgreSQL database gets BENCH_THROUGHPUT_COMMENTS
 * (20,000) comments, analysed as the seed does, tables analysed as autovacuum would; then 50
 * clients load `/healthz`, the inbox's query straight on PostgreSQL (pgbench), the inbox, the
 * report and the dashboard through one API process, and the ratios between them are printed.
 */
import { openPostgres } from '../src/db/postgres';
import { createLogger } from '../src/infra/log/logger';
import { serveForBench } from './bench-server';
import { INDUSTRY_SHARES } from './million-texts';
import { printReadLoad } from './read-load';
import { LOCAL_POSTGRES, countLabel, createDatabase, seedComments } from './seed-comments';

const COUNT = Number(process.env.BENCH_THROUGHPUT_COMMENTS ?? 20_000);
// The largest industry: the most rows behind each figure.
const INDUSTRY = INDUSTRY_SHARES[0]![0];

const scratch = await createDatabase(
  process.env.DATABASE_URL ?? LOCAL_POSTGRES,
  'replica_bench_load',
);
try {
  const database = await openPostgres(scratch.url, { logger: createLogger() });
  const server = await serveForBench(database);
  try {
    await seedComments(scratch.url, COUNT, server.workspaceId);
    await printReadLoad({
      server,
      url: scratch.url,
      industry: INDUSTRY,
      suffix: `${countLabel(COUNT)}-postgres`,
    });
  } finally {
    await server.close();
    await database.close();
  }
} finally {
  await scratch.drop();
}
