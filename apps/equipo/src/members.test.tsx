import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  OWNER,
  VIEWER,
  callsTo,
  server,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

async function renderPage(onLeft = vi.fn()) {
  renderAt(<Page onLeft={onLeft} />);
  await screen.findByTestId('workspace-name');
  return onLeft;
}

describe('Equipo members', { timeout: 20_000 }, () => {
  it('changes a role from its select and says so', async () => {
    signInAs(ADMIN);
    await renderPage();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: `Rol de ${VIEWER.email}` }),
      'Analista',
    );

    expect(await screen.findByText(`Ahora ${VIEWER.email} tiene el rol Analista`)).toBeVisible();
    expect(callsTo('PATCH')).toEqual([`PATCH members/${VIEWER.user_id} {"role":"analyst"}`]);
    expect(screen.getByRole('combobox', { name: `Rol de ${VIEWER.email}` })).toHaveValue('analyst');
  });

  it('keeps a new role when a refresh begun before the change answers after it', async () => {
    signInAs(ADMIN);
    await renderPage();
    let answerOldList: (() => void) | null = null;
    server.use(
      http.get(
        '*/functions/v1/members',
        async () => {
          const before = structuredClone(team.members);
          await new Promise<void>((resolve) => (answerOldList = resolve));
          return HttpResponse.json({ items: before });
        },
        { once: true },
      ),
    );
    // Coming back to the tab refreshes what is on screen.
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(answerOldList).not.toBeNull());

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: `Rol de ${VIEWER.email}` }),
      'Analista',
    );
    await screen.findByText(`Ahora ${VIEWER.email} tiene el rol Analista`);
    act(() => answerOldList?.());

    // The old answer was dropped: the list was asked for again, after the change.
    await vi.waitFor(() => expect(callsTo('GET members')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: `Rol de ${VIEWER.email}` })).toHaveValue(
        'analyst',
      ),
    );
  });

  it('lets an owner make another owner', async () => {
    signInAs(OWNER);
    await renderPage();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: `Rol de ${ADMIN.email}` }),
      'Propietario',
    );

    expect(await screen.findByText(`Ahora ${ADMIN.email} tiene el rol Propietario`)).toBeVisible();
    expect(callsTo('PATCH')).toEqual([`PATCH members/${ADMIN.user_id} {"role":"owner"}`]);
  });

  it('asks before removing a member: cancel removes nobody, confirm removes them', async () => {
    signInAs(ADMIN);
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: `Quitar a ${ANALYST.email}` }));
    const question = `¿Seguro que deseas quitar a ${ANALYST.email} del espacio de trabajo? Dejará de ver sus datos.`;
    const dialog = screen.getByRole('alertdialog', { name: question });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `Quitar a ${ANALYST.email}` }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Quitar',
      }),
    );

    expect(await screen.findByText(`${ANALYST.email} ya no es miembro`)).toBeVisible();
    expect(callsTo('DELETE')).toEqual([`DELETE members/${ANALYST.user_id}`]);
    expect(screen.getByRole('table', { name: '3 miembro(s)' })).toBeVisible();
  });

  it('asks before leaving, then leaves and hands over to the reload', async () => {
    signInAs(VIEWER);
    const onLeft = await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Salir del espacio de trabajo' }));
    const dialog = screen.getByRole('alertdialog', {
      name: '¿Seguro que deseas salir de «Agencia Norte»? Dejarás de ver sus datos hasta que te vuelvan a invitar.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));

    await vi.waitFor(() => expect(onLeft).toHaveBeenCalledOnce());
    expect(callsTo('DELETE')).toEqual([`DELETE members/${VIEWER.user_id}`]);
  });

  it("shows the server's refusal when the last owner tries to leave", async () => {
    signInAs(OWNER);
    server.use(
      http.delete('*/functions/v1/members/:userId', () =>
        HttpResponse.json(
          {
            error: 'El espacio de trabajo debe conservar al menos un propietario',
            code: 'last_owner',
          },
          { status: 409 },
        ),
      ),
    );
    const onLeft = await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Salir del espacio de trabajo' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Salir' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El espacio de trabajo debe conservar al menos un propietario',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('lets an owner rename the workspace in place', async () => {
    signInAs(OWNER);
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar nombre' }));
    const name = screen.getByRole('textbox', { name: 'Nombre del espacio de trabajo' });
    expect(name).toHaveValue('Agencia Norte');
    await userEvent.clear(name);
    await userEvent.type(name, 'Agencia Sur');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Nombre guardado')).toBeVisible();
    expect(screen.getByTestId('workspace-name')).toHaveTextContent('Agencia Sur');
    expect(callsTo('PATCH')).toEqual(['PATCH workspaces/current {"name":"Agencia Sur"}']);
  });
});
