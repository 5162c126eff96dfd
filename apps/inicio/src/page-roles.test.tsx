import { sampleJob } from '@replica/api-client/testing/jobs';
import { roleKnown, workspacesHandler } from '@replica/api-client/testing/workspaces';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeJobs, server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

async function renderAs(role: 'viewer' | 'analyst' | 'admin' | 'owner') {
  server.use(workspacesHandler(role));
  renderPage();
  await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
  await roleKnown();
}

const reclassifyButton = () => screen.queryByRole('button', { name: 'Auto-clasificar industrias' });

describe('Inicio by role', () => {
  it.each(['viewer', 'analyst'] as const)(
    'hides "Auto-clasificar industrias" from a %s, who may not edit industries',
    async (role) => {
      await renderAs(role);

      expect(reclassifyButton()).not.toBeInTheDocument();
      // Everything that only reads stays.
      expect(screen.getByRole('button', { name: 'Marca Personal' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Buscar comentarios' })).toBeVisible();
    },
  );

  it.each(['admin', 'owner'] as const)(
    'offers "Auto-clasificar industrias" to an %s',
    async (role) => {
      await renderAs(role);

      expect(reclassifyButton()).toBeVisible();
    },
  );

  it('shows a viewer the reclassification running, without a way to start one', async () => {
    fakeJobs.add(sampleJob({ kind: 'reclassify', industry: null, state: 'running' }));
    await renderAs('viewer');

    expect(
      await screen.findByRole('progressbar', { name: 'Reclasificando industrias' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reclasificando|Auto-clasificar/ })).toBeNull();
  });

  it('offers nothing before the role is known', async () => {
    server.use(http.get('*/functions/v1/workspaces', () => new Promise<never>(() => undefined)));
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });

    expect(reclassifyButton()).not.toBeInTheDocument();
  });

  it('shows the refusal of a role changed meanwhile in the red banner', async () => {
    server.use(
      http.post('*/functions/v1/jobs', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    await renderAs('admin');

    await userEvent.click(reclassifyButton()!);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Error: No tienes permiso para esta acción',
    );
    expect(screen.getByRole('button', { name: 'Marca Personal' })).toBeVisible();
  });
});
