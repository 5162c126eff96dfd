import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { JobMetrics } from '../domain/jobs/job-metrics';
import { type AppMetrics, createAppMetrics } from '../infra/metrics/app-metrics';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedPendingComments } from '../../test-support/seed-many';
import { seedSource } from '../../test-support/seed-rows';

const TOKEN = 'token-de-metricas-para-pruebas';

/** The value of one series in Prometheus text, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  describeOnEachDatabase((database) => {
    let metrics: AppMetrics | undefined;
    // The worker starts before the app is made: it counts into the app's metrics through this.
    const jobMetrics: JobMetrics = { jobFinished: (job) => metrics?.jobFinished(job) };
    const jobs = workingJobs(database, { context: { jobMetrics } });
    const http = serveOnLoopback(() => {
      metrics = createAppMetrics({ database: database() });
      return createApp({ database: database(), jobs: jobs(), metrics, metricsToken: TOKEN });
    });
    const api = signedInClient(http);

    const scrape = async () => {
      const response = await http.call('GET', '/metrics', {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    };

    it('is absent (404, as any unknown path) when no token is configured', async () => {
      const response = await createApp({ database: database() }).request('/metrics', {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    });

    it('refuses a missing, wrong or almost-right token with 401', async () => {
      const attempts: Array<Record<string, string>> = [
        {},
        { Authorization: '' },
        { Authorization: 'Bearer' },
        { Authorization: 'Bearer otro-token-cualquiera-largo' },
        { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
        { Authorization: `Bearer ${TOKEN}x` },
        { Authorization: `Basic ${TOKEN}` },
        { Authorization: `Bearer ${TOKEN} ${TOKEN}` },
        { 'X-Metrics-Token': TOKEN },
      ];
      for (const headers of attempts) {
        const response = await http.call('GET', `/metrics?token=${TOKEN}`, { headers });
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await response.text()).not.toContain('http_request_duration_seconds');
      }
    });

    it('serves Prometheus text with Node process metrics to the right token', async () => {
      const response = await http.call('GET', '/metrics', {
        headers: { Authorization: `bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    });

    it("times a request by its route's pattern, never by its URL", async () => {
      const secretId = 987_654_321;
      const missing = await http.call('GET', `/functions/v1/jobs/${secretId}?token=abc`, {
        headers: { 'x-session-id': 'no-es-una-sesion' },
      });
      expect(missing.status).toBe(401);
      await expect(api().job({ params: { id: secretId } })).rejects.toMatchObject({ status: 404 });
      const text = await scrape();
      const series =
        'http_request_duration_seconds_count{method="GET",route="/functions/v1/jobs/:id",status="404"}';
      expect(sample(text, series)).toBeGreaterThanOrEqual(1);
      // Refused by the session middleware before any route: that middleware's pattern.
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/functions/v1/*",status="401"}',
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(String(secretId));
      expect(text).not.toContain('token=abc');
    });

    it('puts methods nobody uses under one label', async () => {
      await http.call('PURGE', '/healthz');
      expect(await scrape()).toMatch(
        /http_request_duration_seconds_count\{method="OTHER",route="[^"]*",status="404"\} /,
      );
    });

    it('counts a job that ran by kind and final state, and the work still waiting', async () => {
      const industry = `Industria ${randomBytes(4).toString('hex')}`;
      await seedPendingComments(
        database().forWorkspace(api.workspaceId()),
        await seedSource(database().forWorkspace(api.workspaceId()), industry),
        30,
      );
      const before =
        sample(await scrape(), 'job_duration_seconds_count{kind="analyse-pending",state="done"}') ??
        0;
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      expect(await finishedJob(api(), jobId)).toMatchObject({ state: 'done' });
      const text = await scrape();
      expect(sample(text, 'job_duration_seconds_count{kind="analyse-pending",state="done"}')).toBe(
        before + 1,
      );
      expect(sample(text, 'jobs_active{kind="analyse-pending",state="running"}')).toBe(0);
      // The last slice's message is done a moment after its job: the slice that ended the job
      // still looks for the industry's sharp rises to tell.
      await vi.waitFor(async () => {
        const queued = await scrape();
        expect(sample(queued, 'job_queue_messages{queue="replica-job-chunk",state="active"}')).toBe(
          0,
        );
      });
    });

    it('counts a cancelled job once, as cancelled', async () => {
      const industry = `Industria ${randomBytes(4).toString('hex')}`;
      const db = database().forWorkspace(api.workspaceId());
      await seedPendingComments(db, await seedSource(db, industry), 6_000);
      const series = 'job_duration_seconds_count{kind="analyse-pending",state="cancelled"}';
      const before = sample(await scrape(), series) ?? 0;
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      const active = await scrape();
      expect(
        (sample(active, 'jobs_active{kind="analyse-pending",state="queued"}') ?? 0) +
          (sample(active, 'jobs_active{kind="analyse-pending",state="running"}') ?? 0),
      ).toBe(1);
      await api().cancelJob({ params: { id: jobId } });
      await expect(api().cancelJob({ params: { id: jobId } })).rejects.toMatchObject({
        status: 409,
      });
      expect(sample(await scrape(), series)).toBe(before + 1);
    });

    it("shows the pool's connections on PostgreSQL, none on PGlite", async () => {
      const text = await scrape();
      if (database().kind === 'postgres') {
        expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
      } else {
        expect(text).not.toContain('db_pool_');
      }
    });
  });
});
