import type { DashboardMetrics, IndustrySummary } from '@replica/api-client';
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

/** The API as the dashboard sees it: metrics and industry summaries answered by default. */
export const server = setupServer(
  http.get('*/functions/v1/dashboard-metrics', () => HttpResponse.json(sampleMetrics)),
  http.get('*/functions/v1/industries-summary', () => HttpResponse.json(sampleIndustries)),
);

/** Starts the mock API for a test file and puts the language back to Spanish between tests. */
export function setupDashboardServer() {
  // The machine running the suite is shared; a full page render with user events can pass 5 s.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    getDefaultStore().set(languageAtom, 'es');
  });
  afterAll(() => server.close());
}
