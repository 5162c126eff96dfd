import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ANALYST,
  CURRENT_PASSWORD,
  VIEWER,
  callsTo,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

async function renderCard() {
  renderAt(<Page />);
  return within(await screen.findByRole('region', { name: 'Tu contraseña' }));
}

type Card = Awaited<ReturnType<typeof renderCard>>;

async function changePassword(card: Card, current: string, chosen: string, repeated = chosen) {
  await userEvent.type(card.getByLabelText('Contraseña actual'), current);
  await userEvent.type(card.getByLabelText('Contraseña nueva'), chosen);
  await userEvent.type(card.getByLabelText('Repite la contraseña'), repeated);
  await userEvent.click(card.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('Equipo, your password', { timeout: 20_000 }, () => {
  it('is there for every member, with fields the browser fills and checks', async () => {
    signInAs(VIEWER);
    const card = await renderCard();

    expect(card.getByLabelText('Contraseña actual')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    for (const label of ['Contraseña nueva', 'Repite la contraseña']) {
      const field = card.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toHaveAttribute('minLength', '8');
      expect(field).toBeRequired();
    }
  });

  it('changes it, says how many other sessions ended, and clears the fields', async () => {
    signInAs(ANALYST);
    const card = await renderCard();

    await changePassword(card, CURRENT_PASSWORD, 'una frase larga');

    expect(await card.findByRole('status')).toHaveTextContent(
      'Contraseña cambiada. Se cerraron 2 sesiones en otros dispositivos.',
    );
    expect(callsTo('POST auth/change-password')).toEqual([
      `POST auth/change-password {"currentPassword":"${CURRENT_PASSWORD}","newPassword":"una frase larga"}`,
    ]);
    for (const label of ['Contraseña actual', 'Contraseña nueva', 'Repite la contraseña']) {
      expect(card.getByLabelText(label)).toHaveValue('');
    }
  });

  it('says one ended session in the singular, and none at all when there were none', async () => {
    signInAs(ANALYST);
    team.otherSessions = 1;
    const card = await renderCard();

    await changePassword(card, CURRENT_PASSWORD, 'una frase larga');
    expect(await card.findByRole('status')).toHaveTextContent(
      /^Contraseña cambiada\. Se cerró 1 sesión en otro dispositivo\.$/,
    );

    await changePassword(card, 'una frase larga', 'otra frase larga');
    expect(await card.findByRole('status')).toHaveTextContent(/^Contraseña cambiada\.$/);
  });

  it('says the two new passwords differ, and asks the server nothing', async () => {
    signInAs(ANALYST);
    const card = await renderCard();

    await changePassword(card, CURRENT_PASSWORD, 'una frase larga', 'una frase corta');

    const repeated = card.getByLabelText('Repite la contraseña');
    expect(repeated).toHaveAccessibleDescription('Las contraseñas no coinciden');
    await waitFor(() => expect(repeated).toHaveFocus());
    expect(callsTo('POST auth/change-password')).toEqual([]);
    expect(team.password).toBe(CURRENT_PASSWORD);
  });

  it("shows the server's refusal of a wrong current password, and keeps what was typed", async () => {
    signInAs(ANALYST);
    const card = await renderCard();

    await changePassword(card, 'no-es-esta', 'una frase larga');

    expect(await card.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta');
    expect(card.getByLabelText('Contraseña nueva')).toHaveValue('una frase larga');
    expect(team.password).toBe(CURRENT_PASSWORD);
  });

  it('speaks English too', async () => {
    signInAs(ANALYST);
    team.otherSessions = 3;
    renderAt(<Page />);
    await screen.findByRole('region', { name: 'Tu contraseña' });
    act(() => getDefaultStore().set(languageAtom, 'en'));
    const card = within(screen.getByRole('region', { name: 'Your password' }));

    await userEvent.type(card.getByLabelText('Current password'), CURRENT_PASSWORD);
    await userEvent.type(card.getByLabelText('New password'), 'una frase larga');
    await userEvent.type(card.getByLabelText('Repeat the password'), 'una frase larga');
    await userEvent.click(card.getByRole('button', { name: 'Change password' }));

    expect(await card.findByRole('status')).toHaveTextContent(
      'Password changed. 3 sessions on other devices were signed out.',
    );
  });
});
