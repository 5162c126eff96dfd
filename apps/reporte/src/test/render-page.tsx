import {
  forgetWorkspacesAfterEach,
  roleKnown,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { FakeJobs } from '@replica/api-client/testing/jobs';
import { languageAtom } from '@replica/ui';
import { LocationProbe, renderScreenAt } from '@replica/ui/testing';
import { act } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import Page from '../page';
import { INDUSTRY, emptyReport } from './report-fixtures';
import { emptyTrends } from './trend-fixtures';

/** Background jobs ('Recalcular'), none running unless a test starts or adds one. */
export const fakeJobs = new FakeJobs();

/**
 * The API at the HTTP level, answering an owner, who may do everything: each test overrides what
 * it needs with `server.use(...)`.
 */
export const server = setupServer(
  workspacesHandler('owner'),
  ...fakeJobs.handlers,
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: ['sin_clasificar', INDUSTRY] }),
  ),
  // No industry has comments: opened without `?industry=`, Reporte shows the unclassified ones.
  http.get('*/functions/v1/industries-summary', () => HttpResponse.json([])),
  http.get('*/functions/v1/report', () => HttpResponse.json(emptyReport)),
  http.get('*/functions/v1/report-trends', () => HttpResponse.json(emptyTrends)),
  http.get('*/functions/v1/templates', () => HttpResponse.json({ items: [] })),
);

export function json(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status });
}

export function setUpServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  forgetWorkspacesAfterEach();
  afterEach(() => {
    server.resetHandlers();
    fakeJobs.reset();
    localStorage.clear();
    act(() => getDefaultStore().set(languageAtom, 'es'));
  });
  afterAll(() => server.close());
}

/** Renders the page as the shell would, at `#/reporte?industry=…`, without waiting for anything. */
export function renderScreen(industry: string | null = INDUSTRY) {
  const url = industry === null ? '/reporte' : `/reporte?industry=${encodeURIComponent(industry)}`;
  return renderScreenAt(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <LocationProbe />
    </>,
    url,
  );
}

/** Renders the page and waits until it knows the member's role, which its actions follow. */
export async function renderPage(industry?: string | null) {
  const view = renderScreen(industry);
  await roleKnown();
  return view;
}
