import { WithQueryClient } from '@replica/api-client/testing/query';
import { ReplicaThemeProvider } from '@replica/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { OtherSessionsButton } from './other-sessions-button';

const calls: string[] = [];
const server = setupServer(
  http.post('*/functions/v1/auth/signout-others', ({ request }) => {
    calls.push(request.method);
    return HttpResponse.json({ ended: 2 });
  }),
);

beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

function renderButton() {
  render(
    <WithQueryClient>
      <ReplicaThemeProvider>
        <OtherSessionsButton />
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
}

describe('OtherSessionsButton', () => {
  it('asks first, then ends the other sessions and says how many', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar otras sesiones' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      '¿Seguro que deseas cerrar la sesión en todos tus otros dispositivos?',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesiones' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sesiones cerradas en otros dispositivos: 2',
    );
    expect(calls).toEqual(['POST']);
  });

  it('changes nothing when cancelled', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar otras sesiones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the failure in the red banner', async () => {
    server.use(
      http.post('*/functions/v1/auth/signout-others', () =>
        HttpResponse.json({ error: 'Error interno del servidor' }, { status: 500 }),
      ),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar otras sesiones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesiones' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
