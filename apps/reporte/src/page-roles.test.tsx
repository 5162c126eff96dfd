import { workspacesHandler } from '@replica/api-client/testing/workspaces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { report } from './test/report-fixtures';
import { json, renderPage, renderScreen, server, setUpServer } from './test/render-page';

setUpServer();

beforeEach(() => server.use(http.get('*/functions/v1/report', () => json(report))));

const recalcButton = () => screen.queryByRole('button', { name: 'Recalcular' });
const generateButton = () => screen.queryByRole('button', { name: 'Generar Ideas' });

describe('Reporte for a viewer', () => {
  it('shows and exports the report, with nothing that recalculates or generates', async () => {
    server.use(workspacesHandler('viewer'));
    await renderPage();
    await screen.findByRole('region', { name: 'Top Pain Points' });

    expect(recalcButton()).not.toBeInTheDocument();
    expect(generateButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    const ideas = screen.getByRole('region', { name: 'Content Ideas' });
    expect(
      await within(ideas).findByText('Aparecerán aquí cuando alguien del equipo las genere.'),
    ).toBeInTheDocument();
    expect(within(ideas).queryByText(/Pulsa/)).not.toBeInTheDocument();
  });
});

describe('Reporte before the role is known', () => {
  it('offers only the export', async () => {
    let asked = false;
    server.use(
      http.get('*/functions/v1/workspaces', () => {
        asked = true;
        return new Promise<never>(() => undefined);
      }),
    );
    renderScreen();
    await screen.findByRole('region', { name: 'Top Pain Points' });
    await waitFor(() => expect(asked).toBe(true));

    expect(recalcButton()).not.toBeInTheDocument();
    expect(generateButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});

describe.each(['analyst', 'admin', 'owner'] as const)('Reporte for an %s', (role) => {
  it('recalculates and generates ideas', async () => {
    server.use(workspacesHandler(role));
    await renderPage();
    await screen.findByRole('region', { name: 'Top Pain Points' });

    expect(recalcButton()).toBeEnabled();
    expect(generateButton()).toBeEnabled();
    expect(
      await screen.findByText('Pulsa “Generar Ideas” para crearlas a partir de sus pain points.'),
    ).toBeInTheDocument();
  });
});

describe('Reporte refused by the API', () => {
  it('shows the refusal in the red banner and keeps the report', async () => {
    server.use(
      workspacesHandler('analyst'),
      http.post('*/functions/v1/jobs', () =>
        json({ error: 'No tienes permiso para esta acción', code: 'forbidden' }, 403),
      ),
    );
    await renderPage();
    await screen.findByRole('region', { name: 'Top Pain Points' });

    await userEvent.click(recalcButton()!);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para esta acción',
    );
    expect(screen.getByRole('region', { name: 'Top Pain Points' })).toBeInTheDocument();
    expect(recalcButton()).toBeEnabled();
  });
});
