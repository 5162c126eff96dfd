import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  API_TOKEN_CREATED,
  OWNER,
  VIEWER,
  apiTokenSecret,
  callsTo,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

const LAST_USED = '2026-11-21T08:30:00.000Z';

const tokensCard = () => screen.getByRole('region', { name: 'Tokens de API' });
const tokensTable = () => within(tokensCard()).getByRole('table', { name: 'Tokens activos' });
const tokenRow = (name: string) =>
  within(tokensTable()).queryByRole('row', { name: new RegExp(name) });

async function renderPage() {
  renderAt(<Page />);
  await screen.findByTestId('workspace-name');
  return screen.findByRole('region', { name: 'Tokens de API' });
}

function withTokens() {
  team.apiTokens = [
    {
      id: 2,
      name: 'Make',
      role: 'admin',
      created_by: OWNER.email,
      created_at: API_TOKEN_CREATED,
      last_used_at: LAST_USED,
    },
    {
      id: 1,
      name: 'Zapier – informes',
      role: 'viewer',
      created_by: ADMIN.email,
      created_at: API_TOKEN_CREATED,
      last_used_at: null,
    },
  ];
}

describe('Equipo API tokens', { timeout: 20_000 }, () => {
  it('creates a token, shows it once to copy, and lists it without its secret', async () => {
    signInAs(ADMIN);
    const card = await renderPage();
    expect(
      within(card).getByText(/envía el token como Authorization: Bearer <token>/),
    ).toBeVisible();
    expect(await within(card).findByText('Todavía no hay tokens.')).toBeVisible();

    const name = within(card).getByRole('textbox', { name: 'Nombre del token' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '80');
    expect(name).toHaveAttribute('placeholder', 'p. ej. Zapier – informes');
    await userEvent.type(name, 'Zapier – informes');
    await userEvent.selectOptions(
      within(card).getByRole('combobox', { name: 'Rol del token' }),
      'Analista',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Crear token' }));

    const secret = await within(card).findByRole('textbox', { name: 'Token' });
    expect(secret).toHaveValue(apiTokenSecret(1));
    expect(apiTokenSecret(1)).toMatch(/^rpl_.{43}$/);
    expect(secret).toHaveAttribute('readonly');
    await waitFor(() => expect(secret).toHaveFocus());
    const shown = secret.closest<HTMLElement>('[role="status"]')!;
    expect(shown).toHaveTextContent('Token «Zapier – informes» creado');
    expect(shown).toHaveTextContent('Cópialo ahora: no se volverá a mostrar.');
    expect(within(shown).getByRole('button', { name: 'Copiar token' })).toBeVisible();
    expect(callsTo('POST')).toEqual([
      'POST api-tokens {"name":"Zapier – informes","role":"analyst"}',
    ]);
    expect(name).toHaveValue('');

    // The list is asked again and shows it, with who made it; the secret is no part of it.
    const row = await within(card).findByRole('row', { name: /Zapier – informes/ });
    expect(within(row).getByText('Analista')).toBeVisible();
    expect(within(row).getByText(ADMIN.email)).toBeVisible();
    expect(within(row).getByText('Nunca')).toBeVisible();
    expect(within(tokensTable()).queryByText(/rpl_/)).toBeNull();

    // Dismissed, the token is gone for good.
    await userEvent.click(within(shown).getByRole('button', { name: 'Cerrar' }));
    expect(within(card).queryByRole('textbox', { name: 'Token' })).toBeNull();
  });

  it('lists each token with its role, maker, date and last use', async () => {
    signInAs(OWNER);
    withTokens();
    await renderPage();

    await screen.findByRole('table', { name: 'Tokens activos' });
    expect(
      within(tokensTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Rol', 'Creado por', 'Creado', 'Último uso', 'Acciones']);
    const make = tokenRow('Make')!;
    expect(within(make).getByRole('rowheader')).toHaveTextContent('Make');
    expect(within(make).getByText('Administrador')).toBeVisible();
    expect(within(make).getByText(OWNER.email)).toBeVisible();
    expect(
      within(make).getByText(
        new Date(API_TOKEN_CREATED).toLocaleDateString('es', { dateStyle: 'medium' }),
      ),
    ).toBeVisible();
    expect(
      within(make).getByText(
        new Date(LAST_USED).toLocaleString('es', { dateStyle: 'medium', timeStyle: 'short' }),
      ),
    ).toBeVisible();
    expect(within(tokenRow('Zapier – informes')!).getByText('Nunca')).toBeVisible();
  });

  it('asks before revoking: cancel keeps it, confirm revokes it and removes its row', async () => {
    signInAs(ADMIN);
    withTokens();
    await renderPage();
    const revoke = await screen.findByRole('button', { name: 'Revocar el token «Make»' });

    await userEvent.click(revoke);
    const dialog = screen.getByRole('alertdialog', { name: 'Revocar el token «Make»' });
    expect(dialog).toHaveAccessibleDescription(
      'Las integraciones que lo usan dejarán de funcionar al momento.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('DELETE')).toEqual([]);
    await waitFor(() => expect(revoke).toHaveFocus());

    await userEvent.click(revoke);
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Revocar el token «Make»' })).getByRole(
        'button',
        { name: 'Revocar' },
      ),
    );

    expect(await within(tokensCard()).findByText('Token «Make» revocado')).toBeVisible();
    expect(callsTo('DELETE')).toEqual(['DELETE api-tokens/2']);
    expect(tokenRow('Make')).toBeNull();
    expect(tokenRow('Zapier – informes')).not.toBeNull();
    // Its button went with the row: the list takes the focus.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Tokens activos' })).toHaveFocus(),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Revocar el token «Zapier – informes»' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revocar' }),
    );
    expect(await within(tokensCard()).findByText('Todavía no hay tokens.')).toBeVisible();
  });

  it("shows the server's refusal, e.g. a name of blanks", async () => {
    signInAs(ADMIN);
    const card = await renderPage();

    await userEvent.type(within(card).getByRole('textbox', { name: 'Nombre del token' }), '   ');
    await userEvent.click(within(card).getByRole('button', { name: 'Crear token' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Dale al token un nombre de 1 a 80 caracteres (para qué integración es)',
    );
    expect(within(card).queryByRole('textbox', { name: 'Token' })).toBeNull();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Crear token' })).toHaveFocus(),
    );
  });

  it.each([
    ['an admin', ADMIN],
    ['an owner', OWNER],
  ])('offers %s no role above their own, and never owner', async (_, member) => {
    signInAs(member);
    const card = await renderPage();
    const role = within(card).getByRole('combobox', { name: 'Rol del token' });
    expect(role).toHaveValue('viewer');
    const options = within(role).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lector',
      'Analista',
      'Administrador',
    ]);
    expect(options.map((option) => option.value)).toEqual(['viewer', 'analyst', 'admin']);
  });

  it.each([
    ['an analyst', ANALYST],
    ['a viewer', VIEWER],
  ])('is absent for %s, who never asks for the tokens', async (_, member) => {
    signInAs(member);
    renderAt(<Page />);
    await screen.findByTestId('workspace-name');
    expect(screen.queryByRole('region', { name: 'Tokens de API' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crear token' })).toBeNull();
    expect(callsTo('GET api-tokens')).toEqual([]);
  });
});
