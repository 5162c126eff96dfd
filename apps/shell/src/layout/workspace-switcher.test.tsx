import { forgetWorkspaces } from '@replica/api-client/react';
import { WithQueryClient } from '@replica/api-client/testing/query';
import { ReplicaThemeProvider } from '@replica/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { WorkspaceSwitcher } from './workspace-switcher';

const ONE = { id: 1, name: 'ana@empresa.com', role: 'owner' };
const TWO = { id: 2, name: 'Agencia Sur', role: 'viewer' };
const switches: unknown[] = [];
const server = setupServer(
  http.get('*/functions/v1/workspaces', () => HttpResponse.json({ items: [ONE], current: 1 })),
  http.post('*/functions/v1/workspaces/switch', async ({ request }) => {
    switches.push(await request.json());
    return HttpResponse.json({ items: [ONE, TWO], current: 2 });
  }),
);

beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  // Each test is a new page load: nothing of the last one's workspaces stays cached.
  forgetWorkspaces();
  switches.length = 0;
});
afterAll(() => server.close());

function renderSwitcher(onSwitched = vi.fn()) {
  render(
    <WithQueryClient>
      <ReplicaThemeProvider>
        <WorkspaceSwitcher onSwitched={onSwitched} />
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
  return onSwitched;
}

describe('WorkspaceSwitcher', () => {
  it('names the only workspace and the role under its caption, with nothing to switch', async () => {
    renderSwitcher();
    const workspace = await screen.findByRole('group', { name: 'Espacio de trabajo' });
    expect(workspace).toHaveTextContent('ana@empresa.com');
    expect(workspace).toHaveTextContent('Propietario');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('switches the session to another workspace, then reloads every screen', async () => {
    server.use(
      http.get('*/functions/v1/workspaces', () =>
        HttpResponse.json({ items: [ONE, TWO], current: 1 }),
      ),
    );
    const onSwitched = renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Espacio de trabajo' });
    expect(select).toHaveValue('1');

    await userEvent.selectOptions(select, 'Agencia Sur · Lector');

    await vi.waitFor(() => expect(onSwitched).toHaveBeenCalledOnce());
    expect(switches).toEqual([{ id: 2 }]);
  });

  it('shows a refused switch in the red banner and stays', async () => {
    server.use(
      http.get('*/functions/v1/workspaces', () =>
        HttpResponse.json({ items: [ONE, TWO], current: 1 }),
      ),
      http.post('*/functions/v1/workspaces/switch', () =>
        HttpResponse.json(
          { error: 'Espacio de trabajo no encontrado', code: 'workspace_not_found' },
          { status: 404 },
        ),
      ),
    );
    const onSwitched = renderSwitcher();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Espacio de trabajo' }),
      'Agencia Sur · Lector',
    );

    expect(await screen.findByText('Espacio de trabajo no encontrado')).toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
  });
});
