/**
 * `npm run bench` (API part), over real loopback HTTP: imports comments through comments-bulk
 * into a fresh PGlite folder and times the inbox, report and dashboard reads over them; compares
 * the spec's one-request-per-comment import with ours on the same 10,000 comments; and imports
 * the same number into a scratch database on the PostgreSQL server of DATABASE_URL (the local
 * server when unset). Prints one `name: value unit` line per figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiClient } from '@replica/api-client';
import { openPglite } from '../src/db/pglite';
import { createLogger } from '../src/infra/log/logger';
import { openScratchPostgres, serveForBench } from './bench-server';
import { benchComments, ingestBatched, ingestOneByOne } from './ingest';
import { sampleLatency } from './latency';
import { LOCAL_POSTGRES, countLabel } from './seed-comments';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
// The ratio's 10,000 comments: one-by-one runs ~70 requests/s on PGlite (about 140 s for all),
// so by default only the first BENCH_ONE_BY_ONE are sent one by one and the ratio is of rates.
const RATIO_COMMENTS = Number(process.env.BENCH_RATIO_COMMENTS ?? 10_000);
const ONE_BY_ONE = Math.min(RATIO_COMMENTS, Number(process.env.BENCH_ONE_BY_ONE ?? 2_000));
const SAMPLES = 50;
const INDUSTRY = 'Credit Restoration';
const TAGS = ['precio', 'confianza', 'resultados', 'tiempo', 'miedo', 'complejidad', 'otro'];

const dataDir = mkdtempSync(join(tmpdir(), 'replica-bench-'));
const database = await openPglite({ dataDir, logger: createLogger() });
const server = await serveForBench(database);

try {
  const api = createApiClient({ baseUrl: server.origin, getSessionId: () => server.sessionId });

  const ingested = await ingestBatched(server, INDUSTRY, benchComments(COMMENTS, 'pglite'));
  print('comments-bulk-ingest-pglite', Math.round(ingested), 'comments/s');

  const analysing = performance.now();
  const batch = await api.analyzeComments({ body: { industry: INDUSTRY, maxAnalyze: 1_000 } });
  print(
    `analyze-comments-${batch.processed}-pglite`,
    Math.round(performance.now() - analysing),
    'ms',
  );

  // What PGlite's auto-analyze does within 15 s of an import (src/db/auto-analyze.ts).
  await database.db.execute('analyze');
  // Two thirds analysed, so the report has clusters, tags and five whys to aggregate.
  await database.db.execute(`
    insert into comment_analysis (workspace_id, comment_id, objection_tag, emotion, sentiment,
      pain_cluster_label, why1, why2, why3, why4, why5, root_cause, real_score, method)
    select workspace_id, comment_id, (array['${TAGS.join("','")}'])[1 + comment_id % ${TAGS.length}],
      'frustración', -0.5, 'cluster ' || (comment_id % 40), 'a', 'b', 'c', 'd', 'e',
      'causa ' || (comment_id % 25), (comment_id % 100) / 100.0, 'reglas'
    from comments where comment_id % 3 <> 0
    on conflict (comment_id) do nothing`);
  await database.db.execute('analyze');

  await time('opiniones-first-page', () => api.inbox({ query: { industry: INDUSTRY } }));
  await time('report', () => api.report({ query: { industry: INDUSTRY, order: 'score' } }));
  await time('dashboard-metrics', () => api.dashboardMetrics());

  const ratioComments = benchComments(RATIO_COMMENTS, 'ratio');
  const batched = await ingestBatched(server, 'Bench por lotes', ratioComments);
  const oneByOne = await ingestOneByOne(
    server,
    'Bench uno a uno',
    ratioComments.slice(0, ONE_BY_ONE),
  );
  print(`comments-bulk-${countLabel(RATIO_COMMENTS)}-pglite`, Math.round(batched), 'comments/s');
  console.error(`comments-manual-one-by-one-pglite: the first ${ONE_BY_ONE} of them sent`);
  print('comments-manual-one-by-one-pglite', Math.round(oneByOne), 'comments/s');
  print('one-by-one-vs-batched-ratio', Math.round(batched / oneByOne), 'x');
} finally {
  await server.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await openScratchPostgres(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
const postgresServer = await serveForBench(postgres);
try {
  const rate = await ingestBatched(postgresServer, INDUSTRY, benchComments(COMMENTS, 'postgres'));
  print('comments-bulk-ingest-postgres', Math.round(rate), 'comments/s');
} finally {
  await postgresServer.close();
  await postgres.close();
}

async function time(name: string, call: () => Promise<unknown>) {
  const { p50, p95 } = await sampleLatency(call, SAMPLES);
  print(`${name}-${countLabel(COMMENTS)}-pglite-p50`, p50.toFixed(1), 'ms');
  print(`${name}-${countLabel(COMMENTS)}-pglite-p95`, p95.toFixed(1), 'ms');
}

function print(name: string, value: number | string, unit: string) {
  console.log(`${name}: ${value} ${unit}`);
}
