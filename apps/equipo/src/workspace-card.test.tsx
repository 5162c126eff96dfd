import { loadWorkspaces } from '@replica/api-client/react';
import { languageAtom } from '@replica/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  LEFT_WORKSPACE,
  OWNER,
  VIEWER,
  callsTo,
  server,
  signInAs,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

const question =
  '¿Seguro que deseas eliminar «Agencia Norte»? Se eliminarán todos sus comentarios, análisis, ideas y miembros, y no se podrán recuperar.';

async function renderPage(onLeft = vi.fn()) {
  renderAt(<Page onLeft={onLeft} />);
  await screen.findByTestId('workspace-name');
  return onLeft;
}

async function askToDelete() {
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar espacio de trabajo' }));
  return screen.getByRole('alertdialog', { name: question });
}

describe('Equipo workspace deletion', { timeout: 20_000 }, () => {
  it('lets an owner delete the workspace after confirming, then hands over to the reload', async () => {
    signInAs(OWNER);
    const onLeft = await renderPage();
    expect(
      screen.getByText(
        'Para ceder la propiedad, haz propietario a otro miembro en la tabla de miembros; después esa persona podrá cambiar tu rol, o tú podrás salir.',
      ),
    ).toBeVisible();

    await userEvent.click(within(await askToDelete()).getByRole('button', { name: 'Eliminar' }));

    await vi.waitFor(() => expect(onLeft).toHaveBeenCalledOnce());
    expect(callsTo('DELETE')).toEqual(['DELETE workspaces/current']);
    // The cached list was forgotten: the next screen reads the workspace the session moved to.
    expect(await loadWorkspaces()).toEqual({
      items: [LEFT_WORKSPACE],
      current: LEFT_WORKSPACE.id,
    });
  });

  it('deletes nothing when the owner cancels', async () => {
    signInAs(OWNER);
    const onLeft = await renderPage();

    await userEvent.click(within(await askToDelete()).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE')).toEqual([]);
    expect(onLeft).not.toHaveBeenCalled();
    expect(screen.getByTestId('workspace-name')).toHaveTextContent('Agencia Norte');
  });

  it.each([
    ['an admin', ADMIN],
    ['a viewer', VIEWER],
  ])('offers %s neither the deletion nor the hand-over note', async (_, member) => {
    signInAs(member);
    await renderPage();

    expect(
      screen.queryByRole('button', { name: 'Eliminar espacio de trabajo' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Para ceder la propiedad/)).not.toBeInTheDocument();
  });

  it.each([
    [403, 'forbidden', 'No tienes permiso para esta acción'],
    [503, 'database_unavailable', 'Servicio no disponible, reintenta'],
  ])("shows the server's text of a %i in the card's red banner", async (status, code, text) => {
    signInAs(OWNER);
    server.use(
      http.delete('*/functions/v1/workspaces/current', () =>
        HttpResponse.json({ error: text, code }, { status }),
      ),
    );
    const onLeft = await renderPage();

    await userEvent.click(within(await askToDelete()).getByRole('button', { name: 'Eliminar' }));

    const workspaceCard = screen.getByRole('region', { name: 'Espacio de trabajo' });
    expect(await within(workspaceCard).findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('says so in English, with its own words when the server gives none', async () => {
    signInAs(OWNER);
    server.use(
      http.delete('*/functions/v1/workspaces/current', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    act(() => getDefaultStore().set(languageAtom, 'en'));
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete "Agencia Norte"? Every comment, analysis, idea and member in it will be deleted and cannot be recovered.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting the workspace');
  });
});
