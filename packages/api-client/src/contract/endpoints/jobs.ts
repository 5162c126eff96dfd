import * as s from '../../schemas';
import { endpoint } from '../endpoint';

/** Long work in the background, with progress. */
export const jobsEndpoints = {
  startJob: endpoint({
    method: 'post',
    path: '/jobs',
    access: 'analyse',
    body: s.startJobRequestSchema,
    status: 202,
    response: s.startJobResponseSchema,
    failure: 'jobStart',
    docs: {
      tag: 'Jobs',
      summary: 'Start a background job',
      description:
        'A second request for the same kind and industry while one is queued or running answers that job.',
      errors: { 403: ['forbidden'], 404: ['industry_not_found'], 503: ['jobs_unavailable'] },
    },
  }),
  jobs: endpoint({
    method: 'get',
    path: '/jobs',
    access: 'read',
    query: s.jobListQuerySchema,
    status: 200,
    response: s.jobListResponseSchema,
    failure: 'jobs',
    docs: { tag: 'Jobs', summary: 'List jobs, the active ones or those of an industry' },
  }),
  job: endpoint({
    method: 'get',
    path: '/jobs/{id}',
    access: 'read',
    params: s.jobIdParamSchema,
    status: 200,
    response: s.jobSchema,
    failure: 'jobs',
    docs: { tag: 'Jobs', summary: "A job's progress", errors: { 404: ['job_not_found'] } },
  }),
  cancelJob: endpoint({
    method: 'post',
    path: '/jobs/{id}/cancel',
    access: 'analyse',
    params: s.jobIdParamSchema,
    status: 200,
    response: s.jobSchema,
    failure: 'jobCancel',
    docs: {
      tag: 'Jobs',
      summary: 'Cancel a job',
      errors: { 404: ['job_not_found'], 409: ['job_finished'] },
    },
  }),
};
