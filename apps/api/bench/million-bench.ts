/**
 * `npm run bench` (API part, at scale): the read endpoints over 1,000,000 comments on PostgreSQL,
 * through the whole app on a loopback port. Seeds a scratch database on the server of
 * DATABASE_URL (the local server when unset), times the Opiniones first page, the report,
 * dashboard-metrics and industries-summary (p50 and p95 of 100 calls each, after one warm-up),
 * then loads it with 50 clients beside `/healthz` and PostgreSQL's own rate (read-load.ts), and
 * drops the database.
 * BENCH_SEEDED_DATABASE_URL names an already seeded database to use as it is (kept afterwards).
 * Prints one `name: value unit` line per figure.
 */
import { openPostgres } from '../src/db/postgres';
import { createLogger } from '../src/infra/log/logger';
import { serveForBench } from './bench-server';
import { sampleLatency } from './latency';
import { INDUSTRY_SHARES } from './million-texts';
import { printReadLoad } from './read-load';
import { LOCAL_POSTGRES, countLabel, createDatabase, seedComments } from './seed-comments';
import { createTestWorkspace } from '../test-support/workspaces';
import { joinSeededWorkspace } from './seeded-workspace';

const COUNT = Number(process.env.SEED_COMMENTS ?? 1_000_000);
// Other teams' comments beside the measured workspace's, in this many other workspaces.
const OTHER_COUNT = Number(process.env.SEED_OTHER_COMMENTS ?? 100_000);
const OTHER_WORKSPACES = 9;
const SAMPLES = 100;
// The largest industry: the most rows behind each figure.
const INDUSTRY = INDUSTRY_SHARES[0]![0];

const seeded = process.env.BENCH_SEEDED_DATABASE_URL;
const scratch = seeded
  ? undefined
  : await createDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES, 'replica_bench_1m');
const url = seeded ?? scratch!.url;
const suffix = `${countLabel(COUNT)}-postgres`;

try {
  const database = await openPostgres(url, { logger: createLogger() });
  const server = await serveForBench(database);
  try {
    if (seeded) {
      await joinSeededWorkspace(database, server);
    } else {
      print(`seed-${suffix}`, (await seedComments(url, COUNT, server.workspaceId)).toFixed(1), 's');
      let otherSeconds = 0;
      for (let index = 0; index < OTHER_WORKSPACES; index += 1) {
        const other = await createTestWorkspace(database);
        otherSeconds += await seedComments(
          url,
          Math.round(OTHER_COUNT / OTHER_WORKSPACES),
          other.id,
        );
      }
      print(
        `seed-${countLabel(OTHER_COUNT)}-in-${OTHER_WORKSPACES}-other-workspaces`,
        otherSeconds.toFixed(1),
        's',
      );
    }
    const industry = encodeURIComponent(INDUSTRY);
    await time('opiniones-first-page', `opiniones?industry=${industry}`);
    await time('report', `report?industry=${industry}`);
    await time('dashboard-metrics', 'dashboard-metrics');
    await time('industries-summary', 'industries-summary');

    await printReadLoad({ server, url, industry: INDUSTRY, suffix });

    async function time(name: string, path: string) {
      const call = async () => {
        const response = await fetch(`${server.origin}/functions/v1/${path}`, {
          headers: { 'x-session-id': server.sessionId },
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await response.json();
      };
      const { p50, p95 } = await sampleLatency(call, SAMPLES);
      print(`${name}-${suffix}-p50`, p50.toFixed(1), 'ms');
      print(`${name}-${suffix}-p95`, p95.toFixed(1), 'ms');
    }
  } finally {
    await server.close();
    await database.close();
  }
} finally {
  await scratch?.drop();
}

function print(name: string, value: number | string, unit: string) {
  console.log(`${name}: ${value} ${unit}`);
}
