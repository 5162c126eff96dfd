import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  OWNER,
  RESET_LINK_EXPIRES,
  VIEWER,
  callsTo,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

const membersTable = () => screen.getByRole('table', { name: '4 miembro(s)' });
const row = (email: string) => within(membersTable()).getByRole('row', { name: new RegExp(email) });
const resetLinkButton = (email: string) =>
  within(row(email)).queryByRole('button', {
    name: `Enlace para restablecer contraseña de ${email}`,
  });

async function renderPage() {
  renderAt(<Page />);
  await screen.findByTestId('workspace-name');
}

/** HH:MM of `iso` in the reader's time zone. */
function localHoursAndMinutes(iso: string): string {
  const moment = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

describe('Equipo, a password reset link for a member', { timeout: 20_000 }, () => {
  it('shows the link once, to copy, with the hour it expires and how to pass it on', async () => {
    signInAs(OWNER);
    await renderPage();

    await userEvent.click(resetLinkButton(ANALYST.email)!);

    const link = await screen.findByRole('textbox', {
      name: 'Enlace para restablecer la contraseña',
    });
    expect(link).toHaveValue(`http://127.0.0.1:8080/#/restablecer?token=${'r'.repeat(42)}3`);
    expect(link).toHaveAttribute('readonly');
    await waitFor(() => expect(link).toHaveFocus());
    const shown = link.closest<HTMLElement>('[role="status"]')!;
    expect(shown).toHaveTextContent(
      `Enlace creado para restablecer la contraseña de ${ANALYST.email}`,
    );
    expect(shown).toHaveTextContent(
      `Caduca a las ${localHoursAndMinutes(RESET_LINK_EXPIRES)}. Pásalo a esa persona por un canal seguro: sirve una vez.`,
    );
    expect(within(shown).getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    expect(callsTo('POST')).toEqual([`POST members/${ANALYST.user_id}/reset-link`]);

    // Dismissed, the link is gone for good: the server keeps no copy to show again.
    await userEvent.click(within(shown).getByRole('button', { name: 'Cerrar' }));
    expect(
      screen.queryByRole('textbox', { name: 'Enlace para restablecer la contraseña' }),
    ).not.toBeInTheDocument();
  });

  it('is offered to an admin for lower roles only', async () => {
    signInAs(ADMIN);
    await renderPage();
    expect(resetLinkButton(ANALYST.email)).toBeVisible();
    expect(resetLinkButton(VIEWER.email)).toBeVisible();
    expect(resetLinkButton(ADMIN.email)).toBeNull();
    expect(resetLinkButton(OWNER.email)).toBeNull();
  });

  it('is offered to nobody by a viewer', async () => {
    signInAs(VIEWER);
    await renderPage();
    expect(
      within(membersTable()).queryByRole('button', { name: /Enlace para restablecer/ }),
    ).toBeNull();
  });

  it("shows the server's refusal, e.g. for an account of other workspaces too", async () => {
    signInAs(ADMIN);
    team.inOtherWorkspaces = [VIEWER.user_id];
    await renderPage();

    await userEvent.click(resetLinkButton(VIEWER.email)!);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo puedes crear un enlace de restablecimiento para alguien de un rol inferior cuya cuenta sea solo de este espacio de trabajo',
    );
    expect(
      screen.queryByRole('textbox', { name: 'Enlace para restablecer la contraseña' }),
    ).not.toBeInTheDocument();
    expect(resetLinkButton(VIEWER.email)).toBeEnabled();
  });
});
