import type {
  DashboardMetrics,
  IndustrySummary,
  ObjectionLanguage,
  ObjectionsOverview,
} from '@replica/api-client';
import { FakeJobs } from '@replica/api-client/testing/jobs';
import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { languageAtom } from '@replica/ui';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const sampleMetrics: DashboardMetrics = {
  industries: 2,
  opinions: 12345,
  rootObjections: 7,
  pendingToday: 3,
  templates: 4,
};

export const sampleIndustries: IndustrySummary[] = [
  {
    industry: 'Marca Personal',
    status: 'ACTIVO',
    cities: ['Miami', 'Orlando'],
    clients: 12,
    opinions: 1234,
    years: 5.5,
  },
  { industry: 'sin_clasificar', status: 'NUEVO', cities: [], clients: 0, opinions: 20, years: 0 },
];

export const sampleOverview: ObjectionsOverview = {
  industries: [
    {
      industry: 'Marca Personal',
      total: 4,
      distribution: [
        { objection_tag: 'precio', count: 3, percentage: 75 },
        { objection_tag: 'miedo', count: 1, percentage: 25 },
      ],
    },
    {
      industry: 'sin_clasificar',
      total: 2,
      distribution: [{ objection_tag: 'tiempo', count: 2, percentage: 100 }],
    },
  ],
  overall: {
    total: 6,
    distribution: [
      { objection_tag: 'precio', count: 3, percentage: 50 },
      { objection_tag: 'tiempo', count: 2, percentage: 33.3 },
      { objection_tag: 'miedo', count: 1, percentage: 16.7 },
    ],
  },
};

/** The wording of an industry's objections, named after it so a test sees which was asked. */
export function sampleWording(industry: string): ObjectionLanguage {
  return {
    industry,
    sampled: 1234,
    limit: 5000,
    words: [
      { term: 'caro', comments: 40 },
      { term: `palabra de ${industry}`, comments: 12 },
    ],
    phrases: [{ term: 'no tengo tiempo', comments: 9 }],
  };
}

/** Background jobs (the reclassification), none running unless a test adds one. */
export const fakeJobs = new FakeJobs();

/**
 * The API as the dashboard sees it: metrics and industry summaries answered by default, to an
 * owner, who may do everything.
 */
export const server = setupServer(
  workspacesHandler('owner'),
  ...fakeJobs.handlers,
  http.get('*/functions/v1/dashboard-metrics', () => HttpResponse.json(sampleMetrics)),
  http.get('*/functions/v1/industries-summary', () => HttpResponse.json(sampleIndustries)),
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: sampleIndustries.map((card) => card.industry) }),
  ),
  http.get('*/functions/v1/objections-overview', () => HttpResponse.json(sampleOverview)),
  http.get('*/functions/v1/objection-language', ({ request }) =>
    HttpResponse.json(sampleWording(new URL(request.url).searchParams.get('industry') ?? '')),
  ),
);

/** Starts the mock API for a test file and puts the language back to Spanish between tests. */
export function setupDashboardServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  forgetWorkspacesAfterEach();
  afterEach(() => {
    server.resetHandlers();
    fakeJobs.reset();
    localStorage.clear();
    getDefaultStore().set(languageAtom, 'es');
    vi.unstubAllEnvs();
  });
  afterAll(() => server.close());
}
