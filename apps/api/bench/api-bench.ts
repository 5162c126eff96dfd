/**
 * `npm run bench` (API part): imports 100,000 comments through comments-bulk into a fresh PGlite
 * folder over real loopback HTTP, then times the inbox, report and dashboard reads. Prints one
 * `name: value unit` line per figure.
 */
import { serve } from '@hono/node-server';
import { createApiClient } from '@replica/api-client';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { openPglite } from '../src/db/pglite';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const BATCH = 1_000;
const SAMPLES = 50;
const INDUSTRY = 'Credit Restoration';
const TAGS = ['precio', 'confianza', 'resultados', 'tiempo', 'miedo', 'complejidad', 'otro'];

const dataDir = mkdtempSync(join(tmpdir(), 'replica-bench-'));
const database = await openPglite(dataDir);
const app = createApp({ database });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
    resolve(started),
  );
});
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const anonymous = createApiClient({ baseUrl: origin, getSessionId: () => null });
  const credentials = { email: `bench-${Date.now()}@example.com`, pass: 'benchmark-1' };
  await anonymous.signup(credentials);
  const { session_id } = await anonymous.signin(credentials);
  const api = createApiClient({ baseUrl: origin, getSessionId: () => session_id });

  const started = performance.now();
  for (let start = 0; start < COMMENTS; start += BATCH) {
    await api.importComments({
      batchId: `bench-batch-${start}`,
      importId: 'bench-import',
      kind: 'file',
      industry: INDUSTRY,
      comments: Array.from({ length: Math.min(BATCH, COMMENTS - start) }, (_, offset) => ({
        text: `Comentario de prueba ${start + offset}: el servicio cuesta demasiado y tarda meses`,
        author: `autor ${(start + offset) % 997}`,
      })),
    });
  }
  const seconds = (performance.now() - started) / 1000;
  print('comments-bulk ingest (PGlite)', Math.round(COMMENTS / seconds), 'comments/s');

  const analysing = performance.now();
  const batch = await api.analyzeComments({ industry: INDUSTRY, maxAnalyze: 1_000 });
  print(
    `analyze-comments, ${batch.processed} pending comments with rules (PGlite)`,
    Math.round(performance.now() - analysing),
    'ms',
  );

  // What PGlite's auto-analyze does within 15 s of an import (src/db/pglite-auto-analyze.ts).
  await database.db.execute('analyze');
  // Two thirds analysed, so the report has clusters, tags and five whys to aggregate.
  await database.db.execute(`
    insert into comment_analysis (comment_id, objection_tag, emotion, sentiment,
      pain_cluster_label, why1, why2, why3, why4, why5, root_cause, real_score, method)
    select comment_id, (array['${TAGS.join("','")}'])[1 + comment_id % ${TAGS.length}],
      'frustración', -0.5, 'cluster ' || (comment_id % 40), 'a', 'b', 'c', 'd', 'e',
      'causa ' || (comment_id % 25), (comment_id % 100) / 100.0, 'reglas'
    from comments where comment_id % 3 <> 0
    on conflict (comment_id) do nothing`);
  await database.db.execute('analyze');

  await time('opiniones first page', () => api.inbox({ industry: INDUSTRY }));
  await time('report', () => api.report(INDUSTRY));
  await time('dashboard-metrics', () => api.dashboardMetrics());
} finally {
  server.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function time(name: string, call: () => Promise<unknown>) {
  await call();
  const durations: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const percentile = (p: number) =>
    durations[Math.min(durations.length - 1, Math.floor(p * durations.length))]!;
  print(`${name} p50 (PGlite, ${COMMENTS} comments)`, percentile(0.5).toFixed(1), 'ms');
  print(`${name} p95 (PGlite, ${COMMENTS} comments)`, percentile(0.95).toFixed(1), 'ms');
}

function print(name: string, value: number | string, unit: string) {
  console.log(`${name}: ${value} ${unit}`);
}
