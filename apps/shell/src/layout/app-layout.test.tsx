import { forgetWorkspaces } from '@replica/api-client/react';
import { WithQueryClient } from '@replica/api-client/testing/query';
import { ReplicaThemeProvider } from '@replica/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { ScreenLoaderProvider } from '../signed-in/screen-loader';
import { AppLayout } from './app-layout';

const USER = { id: 1, email: 'ana@empresa.com', created_at: '2026-01-01T00:00:00Z' };
const server = setupServer(
  http.get('*/functions/v1/workspaces', () =>
    HttpResponse.json({ items: [{ id: 1, name: 'Mi espacio', role: 'owner' }], current: 1 }),
  ),
);

beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  forgetWorkspaces();
});
afterAll(() => server.close());

function renderLayout() {
  const loadScreen = async (name: string) => ({ default: () => <p>Pantalla {name}</p> });
  render(
    <WithQueryClient>
      <ReplicaThemeProvider>
        <ScreenLoaderProvider value={loadScreen}>
          <MemoryRouter>
            <AppLayout user={USER} />
          </MemoryRouter>
        </ScreenLoaderProvider>
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
  return {
    // jsdom applies no media query: the button stays hidden, and nameless, as on a wide screen.
    // The phone's layout itself is the e2e's (phone-width.spec.ts); here, what the button does.
    menuButton: screen.getByText('Menú').closest('button')!,
    navigation: screen.getByRole('navigation', { name: 'Navegación principal' }),
  };
}

describe('AppLayout', () => {
  it('names the workspace once in the header, under its caption, apart from the user', async () => {
    renderLayout();
    const header = screen.getByRole('banner');

    const workspace = await within(header).findByRole('group', { name: 'Espacio de trabajo' });
    expect(workspace).toHaveTextContent('Mi espacio');
    expect(workspace).toHaveTextContent('Propietario');
    expect(within(header).getAllByText('Mi espacio')).toHaveLength(1);
    expect(within(header).getByText('Usuario')).toBeInTheDocument();
    expect(within(header).getByText('ana@empresa.com')).toBeInTheDocument();
  });

  it('opens the navigation menu onto its first link, and Escape closes it onto its button', async () => {
    const { menuButton, navigation } = renderLayout();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', navigation.id);

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(navigation).getByRole('link', { name: 'Inicio' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu when a link is followed, with the focus back on its button', async () => {
    const { menuButton, navigation } = renderLayout();
    await userEvent.click(menuButton);

    await userEvent.click(within(navigation).getByRole('link', { name: 'Reporte' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Reporte' })).toBeInTheDocument();
    expect(await screen.findByText('Pantalla reporte')).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it("names the screen in the window's title, and follows it to another screen", async () => {
    const { navigation } = renderLayout();
    expect(document.title).toBe('Inicio · Réplica');

    await userEvent.click(within(navigation).getByRole('link', { name: 'Ingesta' }));

    expect(await screen.findByText('Pantalla ingesta')).toBeInTheDocument();
    expect(document.title).toBe('Ingesta · Réplica');
  });
});
