import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  APIFY_CONNECTED_AT,
  OWNER,
  VIEWER,
  callsTo,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

const TOKEN = 'apify_api_norte0123abcd';
const connectedOn = new Date(APIFY_CONNECTED_AT).toLocaleDateString('es', {
  dateStyle: 'medium',
});

async function renderCard() {
  renderAt(<Page />);
  await screen.findByTestId('workspace-name');
  return screen.findByRole('region', { name: 'Cuenta de Apify' });
}

/** The password field: a password input has no role, so it is found by its label. */
const tokenField = (card: HTMLElement) => within(card).getByLabelText('Token de API de Apify');

function withConnectedAccount(tokenEnd: string | null = 'abcd') {
  team.apifyAccount = {
    ...team.apifyAccount,
    connected: true,
    username: 'agencia-norte',
    connectedAt: APIFY_CONNECTED_AT,
    tokenEnd,
  };
}

describe('Equipo Apify account', { timeout: 20_000 }, () => {
  it("says what connecting does, and that meanwhile runs use the server's account", async () => {
    signInAs(ADMIN);
    const card = await renderCard();

    expect(within(card).getByText(/sus scrapings, seguimientos e importaciones/)).toBeVisible();
    expect(within(card).getByText(/URL del webhook que muestra Ingesta/)).toBeVisible();
    expect(
      await within(card).findByRole('heading', { name: 'Ninguna cuenta conectada' }),
    ).toBeVisible();
    expect(
      within(card).getByText(
        'Mientras no conectes ninguna, el scraping usa la cuenta compartida del servidor.',
      ),
    ).toBeVisible();
    expect(within(card).getByText(/Apify → Settings → API & Integrations/)).toBeVisible();
    expect(within(card).getByText(/Se guarda cifrado y no se vuelve a mostrar/)).toBeVisible();
    const field = tokenField(card);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toBeRequired();
    expect(within(card).getByRole('button', { name: 'Conectar' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Desconectar' })).toBeNull();
  });

  it('says scraping needs an account when the server has none of its own', async () => {
    signInAs(OWNER);
    team.apifyAccount.serverAccount = false;
    const card = await renderCard();

    expect(
      await within(card).findByText(
        'Sin una cuenta conectada, este espacio de trabajo no puede hacer scraping.',
      ),
    ).toBeVisible();
    expect(within(card).queryByText(/cuenta compartida del servidor/)).toBeNull();
  });

  it('takes the focus when another screen links to it, so it is in view', async () => {
    signInAs(ADMIN);
    team.apifyAccount.serverAccount = false;
    renderAt(<Page />, '/equipo#cuenta-apify');
    const card = await screen.findByRole('region', { name: 'Cuenta de Apify' });
    expect(card).toHaveAttribute('id', 'cuenta-apify');
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'Ninguna cuenta conectada' })).toHaveFocus(),
    );
  });

  it('leaves the focus alone when opened without its anchor', async () => {
    signInAs(ADMIN);
    const card = await renderCard();
    const heading = await within(card).findByRole('heading', { name: 'Ninguna cuenta conectada' });
    expect(heading).not.toHaveFocus();
  });

  it('connects the trimmed token, then shows the account and its token end, politely', async () => {
    signInAs(ADMIN);
    const card = await renderCard();

    const connect = await within(card).findByRole('button', { name: 'Conectar' });
    await userEvent.type(tokenField(card), `  ${TOKEN} `);
    await userEvent.click(connect);

    const status = await within(card).findByRole('status');
    expect(status).toHaveTextContent('Cuenta de Apify «agencia-norte» conectada');
    expect(callsTo('POST')).toEqual([`POST apify-account {"token":"${TOKEN}"}`]);
    expect(within(card).getByRole('heading', { name: 'Cuenta conectada' })).toBeVisible();
    expect(within(card).getByText('agencia-norte')).toBeVisible();
    expect(within(card).getByText(connectedOn)).toBeVisible();
    expect(within(card).getByText('Termina en …abcd')).toBeVisible();
    expect(within(card).queryByLabelText('Token de API de Apify')).toBeNull();
    expect(within(card).queryByText(TOKEN)).toBeNull();
    // The form went with its button: the focus goes to the card's state, not to the message.
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'Cuenta conectada' })).toHaveFocus(),
    );
    expect(status).not.toHaveFocus();
    // Who runs scrapes changed: the log is asked again.
    await waitFor(() => expect(callsTo('GET audit-log')).toHaveLength(2));
  });

  it('points out a token with spaces inside, next to the field, and never calls the API', async () => {
    signInAs(ADMIN);
    const card = await renderCard();

    await userEvent.type(tokenField(card), 'apify api token');
    await userEvent.click(await within(card).findByRole('button', { name: 'Conectar' }));

    const field = tokenField(card);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'Pega el token de API de Apify: de 8 a 200 letras, números, guiones o guiones bajos, sin espacios',
    );
    expect(field).toHaveFocus();
    expect(callsTo('POST')).toEqual([]);

    await userEvent.type(field, 'x');
    expect(field).not.toBeInvalid();
  });

  it('points it out in English too', async () => {
    signInAs(ADMIN);
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderAt(<Page />);
    const card = await screen.findByRole('region', { name: 'Apify account' });

    await userEvent.click(await within(card).findByRole('button', { name: 'Connect' }));

    expect(within(card).getByLabelText('Apify API token')).toHaveAccessibleDescription(
      "Paste Apify's API token: 8 to 200 letters, digits, hyphens or underscores, no spaces",
    );
    expect(callsTo('POST')).toEqual([]);
  });

  it("shows the server's refusal of a token Apify does not know, and keeps the form", async () => {
    signInAs(ADMIN);
    const card = await renderCard();

    await userEvent.type(tokenField(card), 'apify_api_desconocido99');
    await userEvent.click(await within(card).findByRole('button', { name: 'Conectar' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Apify no reconoce ese token: cópialo de nuevo desde Apify (Settings → API & Integrations)',
    );
    expect(tokenField(card)).not.toBeInvalid();
    expect(within(card).getByRole('heading', { name: 'Ninguna cuenta conectada' })).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Conectar' })).toHaveFocus(),
    );
  });

  it('shows a connected account with its date, and replaces its token on request', async () => {
    signInAs(OWNER);
    withConnectedAccount();
    const card = await renderCard();

    expect(await within(card).findByText('agencia-norte')).toBeVisible();
    expect(within(card).getByText(connectedOn)).toBeVisible();
    expect(within(card).getByText('Termina en …abcd')).toBeVisible();
    expect(within(card).queryByLabelText('Token de API de Apify')).toBeNull();

    const replace = within(card).getByRole('button', { name: 'Conectar otro token' });
    await userEvent.click(replace);
    const field = tokenField(card);
    expect(field).toHaveFocus();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    expect(within(card).queryByLabelText('Token de API de Apify')).toBeNull();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Conectar otro token' })).toHaveFocus(),
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Conectar otro token' }));
    await userEvent.type(tokenField(card), 'apify_api_otra0456wxyz');
    await userEvent.click(within(card).getByRole('button', { name: 'Conectar' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Cuenta de Apify «otra-cuenta» conectada',
    );
    expect(within(card).getByText('Termina en …wxyz')).toBeVisible();
    expect(within(card).queryByLabelText('Token de API de Apify')).toBeNull();
  });

  it('says when the stored token cannot be read, to connect it again', async () => {
    signInAs(ADMIN);
    withConnectedAccount(null);
    const card = await renderCard();

    expect(await within(card).findByText(/No se puede leer el token guardado/)).toBeVisible();
    expect(within(card).queryByText(/Termina en/)).toBeNull();
  });

  it('asks before disconnecting: cancel keeps it, confirm disconnects it', async () => {
    signInAs(ADMIN);
    withConnectedAccount();
    const card = await renderCard();
    const disconnect = await within(card).findByRole('button', { name: 'Desconectar' });

    await userEvent.click(disconnect);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Desconectar la cuenta de Apify «agencia-norte»',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Los scrapings, seguimientos e importaciones pasarán a usar la cuenta compartida del servidor.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('DELETE')).toEqual([]);
    expect(within(card).getByText('agencia-norte')).toBeVisible();
    await waitFor(() => expect(disconnect).toHaveFocus());

    await userEvent.click(disconnect);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desconectar' }),
    );

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Cuenta de Apify desconectada',
    );
    expect(callsTo('DELETE')).toEqual(['DELETE apify-account']);
    expect(within(card).queryByText('agencia-norte')).toBeNull();
    expect(tokenField(card)).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'Ninguna cuenta conectada' })).toHaveFocus(),
    );
  });

  it('warns that scraping stops when the server has no account to fall back on', async () => {
    signInAs(ADMIN);
    withConnectedAccount();
    team.apifyAccount.serverAccount = false;
    const card = await renderCard();

    await userEvent.click(await within(card).findByRole('button', { name: 'Desconectar' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'El scraping dejará de funcionar en este espacio de trabajo hasta que conectes otra cuenta.',
    );
  });

  it('offers no form when the server cannot keep tokens, and says who must set the key', async () => {
    signInAs(ADMIN);
    team.apifyAccount.canConnect = false;
    const card = await renderCard();

    expect(
      await within(card).findByText(
        'Este servidor no puede guardar tokens: quien lo administra debe configurar una clave de cifrado (SECRETS_KEY).',
      ),
    ).toBeVisible();
    expect(within(card).queryByLabelText('Token de API de Apify')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Conectar' })).toBeNull();
    expect(within(card).queryByText(/Apify → Settings/)).toBeNull();
  });

  it.each([
    ['an analyst', ANALYST],
    ['a viewer', VIEWER],
  ])('is absent for %s, who never asks for the account', async (_, member) => {
    signInAs(member);
    renderAt(<Page />);
    await screen.findByTestId('workspace-name');
    expect(screen.queryByRole('region', { name: 'Cuenta de Apify' })).toBeNull();
    expect(screen.queryByLabelText('Token de API de Apify')).toBeNull();
    expect(callsTo('GET apify-account')).toEqual([]);
  });
});
