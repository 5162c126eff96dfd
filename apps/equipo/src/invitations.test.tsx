import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Page from './page';
import { renderAt } from './test/render-page';
import { ADMIN, OWNER, callsTo, server, signInAs, team, serveTeamApi } from './test/team-server';

serveTeamApi();

async function invite(email: string, role: string) {
  // The API tokens card has a 'Rol' too: the form is the one in this card.
  const card = screen.getByRole('region', { name: 'Invitaciones' });
  await userEvent.type(within(card).getByRole('textbox', { name: 'Correo electrónico' }), email);
  await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Rol' }), role);
  await userEvent.click(within(card).getByRole('button', { name: 'Crear invitación' }));
}

describe('Equipo invitations', { timeout: 20_000 }, () => {
  it('creates an invitation and shows its link once, to copy, with its expiry', async () => {
    signInAs(ADMIN);
    renderAt(<Page />);
    expect(await screen.findByText('No hay invitaciones pendientes')).toBeVisible();

    await invite('Nuevo@Example.com', 'Analista');

    expect(await screen.findByText('Invitación creada para nuevo@example.com')).toBeVisible();
    const link = screen.getByRole('textbox', { name: 'Enlace de la invitación' });
    expect(link).toHaveValue('http://127.0.0.1:8080/#/invitacion?token=token-1');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    const expiry = new Date('2026-12-02T10:00:00.000Z').toLocaleString('es', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(screen.getByText(new RegExp(`Caduca el ${expiry}`))).toBeVisible();
    expect(callsTo('POST')).toEqual([
      'POST invitations {"email":"nuevo@example.com","role":"analyst"}',
    ]);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');

    // The pending list reloads with it; the link is not part of it.
    const pending = await screen.findByRole('table', { name: 'Invitaciones pendientes' });
    const row = within(pending).getByRole('row', { name: /nuevo@example.com/ });
    expect(within(row).getByText('Analista')).toBeVisible();
    expect(within(row).getByText(ADMIN.email)).toBeVisible();

    // Dismissed, the link is gone for good.
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('textbox', { name: 'Enlace de la invitación' })).toBeNull();
  });

  it("shows the server's refusal, e.g. someone who is already a member", async () => {
    signInAs(OWNER);
    server.use(
      http.post('*/functions/v1/invitations', () =>
        HttpResponse.json(
          { error: 'Esa persona ya es miembro de este espacio de trabajo', code: 'already_member' },
          { status: 409 },
        ),
      ),
    );
    renderAt(<Page />);
    await screen.findByText('No hay invitaciones pendientes');

    await invite(ADMIN.email, 'Propietario');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esa persona ya es miembro de este espacio de trabajo',
    );
    expect(screen.queryByRole('textbox', { name: 'Enlace de la invitación' })).toBeNull();
  });

  it('asks before revoking: cancel keeps it, confirm revokes it', async () => {
    signInAs(ADMIN);
    team.invitations = [
      {
        id: 7,
        email: 'pendiente@example.com',
        role: 'viewer',
        invited_by: OWNER.email,
        created_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-11-27T10:00:00.000Z',
      },
    ];
    renderAt(<Page />);
    const revoke = await screen.findByRole('button', {
      name: 'Revocar la invitación para pendiente@example.com',
    });

    await userEvent.click(revoke);
    const question =
      '¿Seguro que deseas revocar la invitación para pendiente@example.com? Su enlace dejará de funcionar.';
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    expect(callsTo('DELETE')).toEqual([]);

    await userEvent.click(revoke);
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Revocar',
      }),
    );

    expect(await screen.findByText('Invitación para pendiente@example.com revocada')).toBeVisible();
    expect(callsTo('DELETE')).toEqual(['DELETE invitations/7']);
    expect(screen.getByText('No hay invitaciones pendientes')).toBeVisible();
  });
});
