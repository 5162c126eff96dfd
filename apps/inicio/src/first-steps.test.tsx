import { SAMPLE_INDUSTRY, noteReportRead } from '@replica/api-client';
import { sampleJob } from '@replica/api-client/testing/jobs';
import { roleKnown, workspacesHandler } from '@replica/api-client/testing/workspaces';
import { currentLocation } from '@replica/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeJobs, sampleIndustries, server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

const EMPTY = { industries: 0, opinions: 0, rootObjections: 0, pendingToday: 0, templates: 0 };
const sampleCard = {
  industry: SAMPLE_INDUSTRY,
  status: 'NUEVO',
  cities: [],
  clients: 0,
  opinions: 320,
  years: 0,
};

/** The API of a workspace with no comments, which `POST sample-data` fills as the real one. */
function emptyWorkspace() {
  let loaded = false;
  const loads: unknown[] = [];
  server.use(
    http.get('*/functions/v1/dashboard-metrics', () =>
      HttpResponse.json(loaded ? { ...EMPTY, opinions: 320, industries: 1 } : EMPTY),
    ),
    http.get('*/functions/v1/industries-summary', () =>
      HttpResponse.json(loaded ? [...sampleIndustries, sampleCard] : sampleIndustries),
    ),
    http.post('*/functions/v1/sample-data', async ({ request }) => {
      loads.push(await request.json());
      loaded = true;
      const job = fakeJobs.add(
        sampleJob({ id: 7, kind: 'analyse-pending', industry: SAMPLE_INDUSTRY, total: 320 }),
      );
      return HttpResponse.json({ jobId: job.id }, { status: 202 });
    }),
  );
  return loads;
}

const steps = () => screen.getByTestId('first-steps');

describe('First steps on Inicio', () => {
  it('ticks what the workspace has done and links each step to its screen', async () => {
    renderPage();

    const list = await screen.findByTestId('first-steps');
    expect(within(list).getByText('3 de 4')).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Importa comentarios de tu audiencia (hecho)',
      'Analízalos para encontrar objeciones (hecho)',
      'Lee el reporte de dolores y causas raíz',
      'Crea ideas o un pack de contenido (hecho)',
    ]);
    await userEvent.click(within(list).getByRole('link', { name: /Lee el reporte/ }));
    expect(currentLocation()).toBe('/reporte');
  });

  it('is gone once every step is done, the report read in this browser included', async () => {
    noteReportRead(1);
    renderPage();

    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
    await roleKnown();
    expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument();
  });

  it('offers sample data in an empty workspace, follows its analysis and opens its report', async () => {
    const loads = emptyWorkspace();
    // Polled once a second: the bar shows for a few polls, then the job ends.
    fakeJobs.steps = [
      ...Array.from({ length: 3 }, () => ({ state: 'running' as const, done: 160, total: 320 })),
      { state: 'done', done: 320, total: 320 },
    ];
    renderPage();
    await roleKnown();

    await userEvent.click(
      await within(await screen.findByTestId('first-steps')).findByRole('button', {
        name: 'Probar con datos de ejemplo',
      }),
    );

    expect(loads).toEqual([{}]);
    expect(
      await within(steps()).findByText('Analizando los comentarios de ejemplo'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(currentLocation()).toBe(
        `/reporte?${new URLSearchParams({ industry: SAMPLE_INDUSTRY }).toString()}`,
      ),
    );
  });

  it('says why the sample data could not be loaded and stays usable', async () => {
    emptyWorkspace();
    server.use(
      http.post('*/functions/v1/sample-data', () =>
        HttpResponse.json(
          { error: 'Los datos de ejemplo ya están cargados', code: 'sample_data_loaded' },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    await roleKnown();

    const offer = await within(await screen.findByTestId('first-steps')).findByRole('button', {
      name: 'Probar con datos de ejemplo',
    });
    await userEvent.click(offer);

    expect(await within(steps()).findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los datos de ejemplo: Los datos de ejemplo ya están cargados',
    );
    expect(offer).toBeEnabled();
  });

  it('offers no sample data to a viewer, who may not import', async () => {
    emptyWorkspace();
    server.use(workspacesHandler('viewer'));
    renderPage();
    await roleKnown();

    await screen.findByTestId('first-steps');
    expect(
      screen.queryByRole('button', { name: 'Probar con datos de ejemplo' }),
    ).not.toBeInTheDocument();
  });

  it('says sample data is on show and removes it in one click, asked first', async () => {
    const deletes: string[] = [];
    server.use(
      http.get('*/functions/v1/industries-summary', () =>
        HttpResponse.json(deletes.length ? sampleIndustries : [...sampleIndustries, sampleCard]),
      ),
      http.delete('*/functions/v1/industries/:name', ({ params }) => {
        deletes.push(decodeURIComponent(String(params.name)));
        return HttpResponse.json({ industry: SAMPLE_INDUSTRY, comments: 320 });
      }),
    );
    renderPage();
    await roleKnown();

    await userEvent.click(await screen.findByRole('button', { name: 'Quitar datos de ejemplo' }));
    const question = screen.getByRole('alertdialog', {
      name: `¿Eliminar ${SAMPLE_INDUSTRY}?`,
    });
    expect(question).toHaveTextContent('sus 320 comentarios');
    expect(deletes).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));

    expect(
      await screen.findByText(`«${SAMPLE_INDUSTRY}» se eliminó con sus 320 comentarios.`),
    ).toBeVisible();
    expect(deletes).toEqual([SAMPLE_INDUSTRY]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quitar datos de ejemplo' })).toBeNull(),
    );
  });
});
