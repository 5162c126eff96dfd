import { queryKeys, useApiQuery } from '@replica/api-client/react';
import { freshQueryClient, WithQueryClient } from '@replica/api-client/testing/query';
import { roleKnown } from '@replica/api-client/testing/workspaces';
import { ReplicaThemeProvider } from '@replica/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import Page from './page';
import {
  analysedComment,
  fakeApi,
  finishAnalysisAtOnce,
  pendingComment,
  server,
} from './test/inbox-server';
import { setupPageTest } from './test/page-test';

setupPageTest();

const INDUSTRY = 'sin_clasificar';
const cards = () => within(screen.getByRole('feed')).queryAllByRole('article');

/** How often each read other screens show was asked for, counted at the HTTP level. */
let asked: Record<'metrics' | 'report', number>;

beforeEach(() => {
  asked = { metrics: 0, report: 0 };
  server.use(
    http.get('*/functions/v1/dashboard-metrics', () => {
      asked.metrics += 1;
      return HttpResponse.json({
        industries: 1,
        opinions: fakeApi.comments.length,
        rootObjections: 0,
        pendingToday: 0,
        templates: 0,
      });
    }),
    http.get('*/functions/v1/report', () => {
      asked.report += 1;
      return HttpResponse.json({ distribution: [], topPainPoints: [], fiveWhys: [] });
    }),
  );
});

/** The dashboard's metrics, read as Inicio does, standing for a screen open beside the inbox. */
function DashboardMetricsOnScreen() {
  useApiQuery('dashboardMetrics');
  return null;
}

/** The inbox in the cache every screen shares, with the dashboard's metrics also on screen. */
async function renderWithSharedCache(
  client: ReturnType<typeof freshQueryClient>,
  url = '/opiniones',
) {
  render(
    <WithQueryClient client={client}>
      <ReplicaThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <Page />
          <DashboardMetricsOnScreen />
        </MemoryRouter>
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
  await roleKnown();
}

function seedThree() {
  fakeApi.comments = [
    pendingComment(3, 'Es demasiado caro para mí'),
    analysedComment(2, 'No confío en que funcione'),
    pendingComment(1, 'Muy caro de verdad'),
  ];
}

describe('Opiniones in the shared server-state cache', () => {
  it('after the analysis of the pending comments ends, asks again for the inbox and the metrics on screen, and marks the report stale', async () => {
    seedThree();
    finishAnalysisAtOnce();
    const client = freshQueryClient();
    // Reporte was open earlier: its report is in the cache, not on screen now.
    client.setQueryData(queryKeys.report({ industry: INDUSTRY }), { stale: 'before' });
    await renderWithSharedCache(client);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await waitFor(() => expect(asked.metrics).toBe(1));
    const listsBefore = fakeApi.requests.length;

    await userEvent.click(screen.getByRole('button', { name: 'Analizar pendientes (2)' }));

    await waitFor(() => expect(asked.metrics).toBe(2));
    expect(fakeApi.requests.length).toBe(listsBefore + 1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled(),
    );
    expect(client.getQueryState(queryKeys.report({ industry: INDUSTRY }))?.isInvalidated).toBe(
      true,
    );
    // Not on screen, so not asked yet: Reporte asks when it opens.
    expect(asked.report).toBe(0);
  });

  it('after analysing one comment, shows it in place and asks again for the metrics', async () => {
    seedThree();
    const client = freshQueryClient();
    await renderWithSharedCache(client);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await waitFor(() => expect(asked.metrics).toBe(1));
    const listsBefore = fakeApi.requests.length;

    const card = () => screen.getByRole('article', { name: '#3' });
    await userEvent.click(within(card()).getByRole('button', { name: 'Analizar ahora' }));

    expect(await within(card()).findByText('Real 61%')).toBeVisible();
    await waitFor(() => expect(asked.metrics).toBe(2));
    // The list on screen already shows the new labels: it is not asked for again.
    expect(fakeApi.requests.length).toBe(listsBefore);
  });

  it('after deleting a comment, asks again for every count on screen and marks the others stale', async () => {
    seedThree();
    const client = freshQueryClient();
    client.setQueryData(queryKeys.reportTrends({ industry: 'Gimnasios' }), { stale: 'before' });
    client.setQueryData(queryKeys.objectionsOverview(), { stale: 'before' });
    await renderWithSharedCache(client);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await waitFor(() => expect(asked.metrics).toBe(1));

    const card = screen.getByRole('article', { name: '#2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Borrar' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Borrar' }),
    );

    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(asked.metrics).toBe(2));
    const trends = queryKeys.reportTrends({ industry: 'Gimnasios' });
    expect(client.getQueryState(trends)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.objectionsOverview())?.isInvalidated).toBe(true);
  });

  it('never shows a slow answer for a search left behind over the newer one', async () => {
    seedThree();
    let answerOldSearch!: () => void;
    const oldSearchMayAnswer = new Promise<void>((resolve) => {
      answerOldSearch = resolve;
    });
    let oldSearchAnswered = false;
    server.use(
      http.get('*/functions/v1/opiniones', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'caro') return undefined;
        await oldSearchMayAnswer;
        oldSearchAnswered = true;
        // Falls through to the fake API, which answers the two comments with «caro».
        return undefined;
      }),
    );
    await renderWithSharedCache(freshQueryClient(), `/opiniones?industry=${INDUSTRY}&q=caro`);
    expect(await screen.findByText('Cargando comentarios...')).toBeVisible();

    const search = screen.getByRole('searchbox', { name: 'Buscar en los comentarios' });
    await userEvent.clear(search);
    await userEvent.type(search, 'confío{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));

    answerOldSearch();
    await waitFor(() => expect(oldSearchAnswered).toBe(true));
    // Let the late answer land wherever it would.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(cards()).toHaveLength(1);
    expect(screen.getByText('No confío en que funcione')).toBeVisible();
    expect(screen.getByTestId('count-line')).toHaveTextContent(
      'Mostrando 1 de 1 comentario que contiene «confío»',
    );
  });
});
