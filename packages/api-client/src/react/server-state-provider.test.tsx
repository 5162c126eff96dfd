// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlyScreenReads, startEarlyReads } from '../early-reads';
import { SESSION_STORAGE_KEY } from '../session-storage';
import { useApiQuery } from './api-hooks';
import { ServerStateProvider } from './server-state-provider';

const metrics = { industries: 3, opinions: 42, rootObjections: 5, pendingToday: 1, templates: 2 };
let metricsAsked = 0;
const server = setupServer(
  http.get('*/functions/v1/dashboard-metrics', () => {
    metricsAsked += 1;
    return HttpResponse.json(metrics);
  }),
  http.get('*/functions/v1/industries-summary', () => HttpResponse.json([])),
  http.get('*/functions/v1/auth/me', () => new HttpResponse(null, { status: 401 })),
  http.get('*/functions/v1/workspaces', () => new HttpResponse(null, { status: 401 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** The opinions count as the first render of a screen shows it. */
function Opinions() {
  const { data } = useApiQuery('dashboardMetrics');
  const [first] = useState(() => data?.opinions ?? 'vacío');
  return <p>primera vista: {first}</p>;
}

/** The cache, and a screen mounted later, once its code has loaded. */
function Shell({ screenShown }: { screenShown: boolean }) {
  return <ServerStateProvider>{screenShown && <Opinions />}</ServerStateProvider>;
}

describe('ServerStateProvider', () => {
  it("asks at once for the opening screen's early reads, so the screen's first render has them", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'sesion-1');
    startEarlyReads({
      origin: location.origin,
      screen: 'inicio',
      sessionId: 'sesion-1',
      language: null,
    });
    const { rerender } = render(<Shell screenShown={false} />);
    await waitFor(() => expect(earlyScreenReads()).toEqual([]));
    await waitFor(() => expect(metricsAsked).toBe(1));
    // The cache holds the answer before the screen mounts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    rerender(<Shell screenShown />);
    expect(screen.getByText(/primera vista/).textContent).toBe('primera vista: 42');
  });
});
