import { endpoints } from '@replica/api-client/contract';
import type { JobKind } from '@replica/api-client/schemas';
import { can, type Permission } from '@replica/api-client/roles';
import { Hono } from 'hono';
import { industryNames } from '../domain/industries/industry-names';
import { type JobMetrics, countFinishedJob } from '../domain/jobs/job-metrics';
import type { JobStarter } from '../domain/jobs/job-starter';
import { findJob, jobView, listJobs, moveJob } from '../domain/jobs/job-store';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

/** What starting or cancelling each kind of job needs, as its synchronous call does. */
const JOB_PERMISSION: Readonly<Record<JobKind, Permission>> = {
  'analyse-pending': 'analyse',
  reanalyse: 'analyse',
  'recalc-real': 'analyse',
  reclassify: 'editIndustries',
  'import-apify-run': 'ingest',
  'watch-run': 'scrape',
};

function requirePermission(role: Parameters<typeof can>[0], kind: JobKind): void {
  if (!can(role, JOB_PERMISSION[kind])) {
    throw new ApiFailure(403, 'forbidden');
  }
}

/**
 * Long work in the background: `POST jobs` starts one (or answers the one already
 * running for the same kind and industry), `GET jobs/{id}` and `GET jobs` follow them,
 * `POST jobs/{id}/cancel` stops one within its current slice.
 */
export function jobRoutes({
  jobs,
  now,
  jobMetrics,
}: {
  jobs: JobStarter | undefined;
  now: () => Date;
  /** Counts the jobs cancelled here; none without metrics. */
  jobMetrics?: JobMetrics | undefined;
}) {
  const routes = new Hono<AppEnv>();

  // Every kind needs at least 'analyse' (or more): the weakest roles are refused before reading.
  mount(routes, endpoints.startJob, async (c, { body: request }) => {
    requirePermission(c.get('workspace').role, request.kind);
    if (!jobs) throw new ApiFailure(503, 'jobs_unavailable');
    const db = c.get('db');
    const industry = request.kind === 'reclassify' ? null : (request.industry ?? null);
    if (industry !== null && !(await industryNames(db)).includes(industry)) {
      throw new ApiFailure(404, 'industry_not_found');
    }
    const job = await jobs.start(db, {
      kind: request.kind,
      industry,
      maxAiComments: request.maxAiComments ?? null,
      createdBy: c.get('user').id,
    });
    return { jobId: job.id };
  });

  mount(routes, endpoints.jobs, async (c, { query }) => {
    const rows = await listJobs(c.get('db'), {
      active: query.active === 'true',
      industry: query.industry,
    });
    const at = now();
    return { jobs: rows.map((row) => jobView(row, at)) };
  });

  mount(routes, endpoints.job, async (c, { params: { id } }) => {
    const row = await findJob(c.get('db'), id);
    if (!row) throw new ApiFailure(404, 'job_not_found');
    return jobView(row, now());
  });

  mount(routes, endpoints.cancelJob, async (c, { params: { id } }) => {
    const db = c.get('db');
    const row = await findJob(db, id);
    if (!row) throw new ApiFailure(404, 'job_not_found');
    requirePermission(c.get('workspace').role, row.kind as JobKind);
    const cancelled = await moveJob(db, id, ['queued', 'running'], {
      state: 'cancelled',
      finishedAt: now(),
    });
    if (!cancelled) throw new ApiFailure(409, 'job_finished');
    countFinishedJob(jobMetrics, cancelled);
    return jobView(cancelled, now());
  });

  return routes;
}
