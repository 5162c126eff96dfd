import { endpoints } from '@replica/api-client/contract';
import { SAMPLE_INDUSTRY } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import type { JobStarter } from '../domain/jobs/job-starter';
import { loadSampleData } from '../domain/sample-data/load-sample-data';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

/**
 * `POST sample-data`: 'Probar con datos de ejemplo'. Loads the demo industry and answers the job
 * that analyses it, by the rules only: a demo never spends the workspace's AI credit.
 */
export function sampleDataRoutes({ jobs, now }: { jobs: JobStarter | undefined; now: () => Date }) {
  const routes = new Hono<AppEnv>();

  mount(routes, endpoints.loadSampleData, async (c) => {
    if (!jobs) throw new ApiFailure(503, 'jobs_unavailable');
    const db = c.get('db');
    const userId = c.get('user').id;
    const loaded = await loadSampleData(db, userId, now());
    if (loaded === 'sample_data_loaded') throw new ApiFailure(409, loaded);
    const job = await jobs.start(db, {
      kind: 'analyse-pending',
      industry: SAMPLE_INDUSTRY,
      maxAiComments: 0,
      createdBy: userId,
    });
    return { jobId: job.id };
  });

  return routes;
}
