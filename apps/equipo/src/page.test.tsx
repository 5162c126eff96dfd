import { languageAtom } from '@replica/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse, delay } from 'msw';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  OWNER,
  VIEWER,
  callsTo,
  server,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

const membersTable = () => screen.getByRole('table', { name: '4 miembro(s)' });
const row = (email: string) => within(membersTable()).getByRole('row', { name: new RegExp(email) });

describe('Equipo page', { timeout: 20_000 }, () => {
  it('shows loading, then an owner everything: rename, every role, invitations and the log', async () => {
    signInAs(OWNER);
    server.use(
      http.get('*/functions/v1/members', async () => {
        await delay(50);
        return HttpResponse.json({ items: team.members });
      }),
    );
    renderAt(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el equipo...');
    expect(await screen.findByTestId('workspace-name')).toHaveTextContent('Agencia Norte');
    expect(screen.getByText('Tu rol: Propietario')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambiar nombre' })).toBeVisible();

    // Owner's own row: no select, the leave action; another owner could be made.
    expect(within(row(OWNER.email)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row(OWNER.email)).getByText('tú')).toBeVisible();
    expect(
      within(row(OWNER.email)).getByRole('button', { name: 'Salir del espacio de trabajo' }),
    ).toBeVisible();
    const adminRole = screen.getByRole('combobox', { name: `Rol de ${ADMIN.email}` });
    expect(adminRole).toHaveValue('admin');
    expect(
      within(adminRole)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lector', 'Analista', 'Administrador', 'Propietario']);
    expect(screen.getByRole('button', { name: `Quitar a ${VIEWER.email}` })).toBeVisible();
    expect(
      within(row(ADMIN.email)).getByText(
        new Date(ADMIN.joined_at).toLocaleDateString('es', { dateStyle: 'medium' }),
      ),
    ).toBeVisible();

    expect(screen.getByRole('heading', { name: 'Invitar a una persona' })).toBeVisible();
    expect(await screen.findByText('No hay invitaciones pendientes')).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Registro de actividad' })).toBeVisible();
  });

  it('lets an admin manage members but not owners, nor make one, nor rename', async () => {
    signInAs(ADMIN);
    renderAt(<Page />);

    expect(await screen.findByText('Tu rol: Administrador')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambiar nombre' })).not.toBeInTheDocument();
    expect(within(row(OWNER.email)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row(OWNER.email)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(OWNER.email)).getByText('Propietario')).toBeVisible();
    const viewerRole = screen.getByRole('combobox', { name: `Rol de ${VIEWER.email}` });
    expect(within(viewerRole).queryByRole('option', { name: 'Propietario' })).toBeNull();
    const inviteRole = within(screen.getByRole('region', { name: 'Invitaciones' })).getByRole(
      'combobox',
      { name: 'Rol' },
    );
    expect(within(inviteRole).queryByRole('option', { name: 'Propietario' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Registro de actividad' })).toBeVisible();
  });

  it('shows a viewer the members read-only, with no invitations nor log, and never asks for them', async () => {
    signInAs(VIEWER);
    renderAt(<Page />);

    expect(await screen.findByText('Tu rol: Lector')).toBeVisible();
    expect(within(membersTable()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(membersTable()).getAllByRole('button')).toHaveLength(1);
    expect(
      within(row(VIEWER.email)).getByRole('button', { name: 'Salir del espacio de trabajo' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Solo los administradores cambian roles, invitan a personas y consultan el registro de actividad.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Invitaciones' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Registro de actividad' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear invitación' })).not.toBeInTheDocument();
    expect(callsTo('GET invitations')).toEqual([]);
    expect(callsTo('GET audit-log')).toEqual([]);
  });

  it("shows the server's error in the red banner, and retries", async () => {
    signInAs(OWNER);
    server.use(
      http.get(
        '*/functions/v1/members',
        () =>
          HttpResponse.json(
            { error: 'Servicio no disponible, reintenta', code: 'database_unavailable' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    renderAt(<Page />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible, reintenta');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('workspace-name')).toHaveTextContent('Agencia Norte');
  });

  it('speaks English, and shows the generic failure in English too', async () => {
    signInAs(VIEWER);
    server.use(
      http.get('*/functions/v1/members', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderAt(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the team');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your role: Viewer')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toBeVisible();
  });
});
