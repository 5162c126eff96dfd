import * as s from '../../schemas';
import { endpoint } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-docs';

/** Scraping runs repeated every day or week, and their history. */
export const watchesEndpoints = {
  watches: endpoint({
    method: 'get',
    path: '/watches',
    access: 'read',
    status: 200,
    response: s.watchesResponseSchema,
    failure: 'watches',
    docs: {
      tag: 'Watches',
      summary: 'The watches and the time zone of their hours',
      description:
        'While the workspace has no Apify account to run on, its active watches are `waitingForApify`, with no next run: none is started until an admin connects one. Saving, resuming and running a watch are refused meanwhile (`apify_not_connected`); pausing and deleting are not.',
    },
  }),
  createWatch: endpoint({
    method: 'post',
    path: '/watches',
    access: 'scrape',
    body: s.watchRequestSchema,
    status: 201,
    response: s.watchSchema,
    failure: 'watchUpdate',
    changes: 'watchesChanged',
    docs: {
      tag: 'Watches',
      summary: 'Save a scraping run to repeat every day or week',
      errors: { 400: ['invalid_run_input'], 409: ['apify_not_connected'] },
    },
  }),
  updateWatch: endpoint({
    method: 'patch',
    path: '/watches/{id}',
    access: 'scrape',
    params: s.watchIdParamSchema,
    body: s.watchRequestSchema,
    status: 200,
    response: s.watchSchema,
    failure: 'watchUpdate',
    changes: 'watchesChanged',
    docs: {
      tag: 'Watches',
      summary: 'Edit a watch',
      errors: {
        400: ['invalid_run_input'],
        404: ['watch_not_found'],
        409: ['apify_not_connected'],
      },
    },
  }),
  pauseWatch: endpoint({
    method: 'post',
    path: '/watches/{id}/pause',
    access: 'scrape',
    params: s.watchIdParamSchema,
    status: 200,
    response: s.watchSchema,
    failure: 'watchUpdate',
    changes: 'watchesChanged',
    docs: { tag: 'Watches', summary: 'Pause a watch', errors: { 404: ['watch_not_found'] } },
  }),
  resumeWatch: endpoint({
    method: 'post',
    path: '/watches/{id}/resume',
    access: 'scrape',
    params: s.watchIdParamSchema,
    status: 200,
    response: s.watchSchema,
    failure: 'watchUpdate',
    changes: 'watchesChanged',
    docs: {
      tag: 'Watches',
      summary: 'Resume a watch, forgiving its failures',
      errors: { 404: ['watch_not_found'], 409: ['apify_not_connected'] },
    },
  }),
  runWatchNow: endpoint({
    method: 'post',
    path: '/watches/{id}/run',
    access: 'scrape',
    params: s.watchIdParamSchema,
    status: 202,
    response: s.watchSchema,
    failure: 'watchUpdate',
    changes: 'watchesChanged',
    docs: {
      tag: 'Watches',
      summary: 'Run a watch now, as a job',
      description:
        'Spends the scraping rate limit, as any Apify run; 409 while the watch has a run queued or running.',
      errors: {
        404: ['watch_not_found'],
        409: ['watch_run_active', 'apify_not_connected'],
        503: ['jobs_unavailable'],
        ...RATE_LIMITED,
      },
    },
  }),
  deleteWatch: endpoint({
    method: 'delete',
    path: '/watches/{id}',
    access: 'scrape',
    params: s.watchIdParamSchema,
    status: 200,
    response: s.deleteResponseSchema,
    failure: 'delete',
    changes: 'watchesChanged',
    docs: {
      tag: 'Watches',
      summary: 'Delete a watch and its history (its comments stay)',
      errors: { 404: ['watch_not_found'] },
    },
  }),
  watchRuns: endpoint({
    method: 'get',
    path: '/watches/{id}/runs',
    access: 'read',
    params: s.watchIdParamSchema,
    status: 200,
    response: s.watchRunsResponseSchema,
    failure: 'watches',
    docs: {
      tag: 'Watches',
      summary: "A watch's runs with their counts and errors",
      errors: { 404: ['watch_not_found'] },
    },
  }),
};
