import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test-support/databases';
import { type ApiProcess, signUpOn, startApiProcess } from '../../test-support/api-process';

const serverUrl = process.env.DATABASE_URL;
const CLIENTS = 50;
const ACCOUNTS = 10;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const BATCH = 20;
const INDUSTRIES = ['Carga clínicas', 'Carga seguros', 'Carga academias', 'Carga gimnasios'];
const READS = ['/opiniones?industry=', '/dashboard-metrics', '/industries-summary'] as const;

interface Sample {
  kind: 'import' | 'read';
  ms: number;
  status: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

if (!serverUrl) console.warn('[reliability] load test skipped: DATABASE_URL not set');

describe.skipIf(!serverUrl)(
  `load: ${CLIENTS} clients importing and reading for ${SECONDS} s on PostgreSQL`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
    let api: ApiProcess;
    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(serverUrl!);
      api = await startApiProcess({ DATABASE_URL: scratch.url });
    }, 300_000);
    afterAll(async () => {
      if (api?.child.exitCode === null) {
        api.child.kill('SIGTERM');
        await api.exited;
      }
      await scratch?.drop();
    });

    it(
      'answers every request, loses and duplicates no comment, and reports p99',
      async () => {
        const sessions = await Promise.all(
          Array.from({ length: ACCOUNTS }, (_, n) => signUpOn(api.origin, `carga${n}@example.com`)),
        );
        const samples: Sample[] = [];
        const failures: string[] = [];
        const acknowledged = new Map<string, number>(INDUSTRIES.map((name) => [name, 0]));
        const run = randomBytes(4).toString('hex');
        const deadline = Date.now() + SECONDS * 1000;

        const request = async (
          kind: Sample['kind'],
          path: string,
          sessionId: string,
          body?: unknown,
        ) => {
          const started = performance.now();
          try {
            const response = await fetch(`${api.origin}/functions/v1${path}`, {
              method: body === undefined ? 'GET' : 'POST',
              headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            const answer = (await response.json()) as unknown;
            samples.push({ kind, ms: performance.now() - started, status: response.status });
            if (response.status !== 200)
              failures.push(`${path}: ${response.status} ${JSON.stringify(answer)}`);
            return answer;
          } catch (error) {
            samples.push({ kind, ms: performance.now() - started, status: 0 });
            failures.push(`${path}: ${String(error)}`);
            return undefined;
          }
        };

        const client = async (id: number) => {
          const sessionId = sessions[id % ACCOUNTS]!;
          for (let step = 0; Date.now() < deadline; step += 1) {
            const industry = INDUSTRIES[(id + step) % INDUSTRIES.length]!;
            if (step % 3 === 0) {
              const batchId = `carga-${run}-${id}-${step}`;
              const answer = (await request('import', '/comments-bulk', sessionId, {
                batchId,
                kind: 'bulk',
                industry,
                comments: Array.from({ length: BATCH }, (_, n) => ({
                  text: `Cliente ${id} lote ${step} comentario ${n}: no me devolvieron el dinero`,
                })),
              })) as { inserted?: number } | undefined;
              if (answer?.inserted !== undefined) {
                acknowledged.set(industry, acknowledged.get(industry)! + answer.inserted);
              }
            } else {
              const read = READS[step % READS.length]!;
              const path = read.endsWith('=')
                ? `${read}${encodeURIComponent(industry)}&limit=50`
                : read;
              await request('read', path, sessionId);
            }
          }
        };
        const started = Date.now();
        await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
        const elapsedS = (Date.now() - started) / 1000;

        expect(failures.slice(0, 5)).toEqual([]);
        expect(api.child.exitCode).toBeNull();

        // Counted in the database afterwards: every acknowledged comment once, nothing else.
        const check = new pg.Client({ connectionString: scratch.url });
        await check.connect();
        try {
          const { rows } = await check.query<{
            industry: string;
            total: number;
            distinct_texts: number;
          }>(
            `select s.industry, count(*)::int as total, count(distinct c.normalized_text)::int as distinct_texts
         from comments c join sources s using (source_id)
         where c.deleted_at is null group by s.industry`,
          );
          const counted = new Map(rows.map((row) => [row.industry, row]));
          for (const [industry, expected] of acknowledged) {
            expect(counted.get(industry)?.total ?? 0, industry).toBe(expected);
            expect(counted.get(industry)?.distinct_texts ?? 0, industry).toBe(expected);
          }
        } finally {
          await check.end();
        }

        const imports = samples.filter((sample) => sample.kind === 'import');
        const stored = [...acknowledged.values()].reduce((sum, n) => sum + n, 0);
        const all = summary(samples);
        console.log(
          `[reliability] load: ${CLIENTS} clients, ${elapsedS.toFixed(1)} s, ${all.requests} requests ` +
            `(${(all.requests / elapsedS).toFixed(0)}/s), 0 errors; all p50/p95/p99/max ms ` +
            `${all.p50}/${all.p95}/${all.p99}/${all.max}; imports ${JSON.stringify(summary(imports))}; ` +
            `reads ${JSON.stringify(summary(samples.filter((s) => s.kind === 'read')))}; ` +
            `${stored} comments stored = acknowledged, 0 lost, 0 duplicated`,
        );
      },
      (SECONDS + 120) * 1000,
    );
  },
);
