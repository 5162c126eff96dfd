import { SESSION_STORAGE_KEY, SESSION_USER_STORAGE_KEY } from '@replica/api-client';
import { languageAtom } from '@replica/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { App } from '../app';
import type { SignedInShellProps } from '../signed-in/signed-in-shell-props';

/** Stands in for the signed-in shell's build. */
function SignedInStandIn(_props: SignedInShellProps) {
  return <p>Réplica con sesión</p>;
}
const loadSignedIn = async () => ({ default: SignedInStandIn });

const INVALID =
  'Este enlace para restablecer la contraseña no es válido: ha caducado o ya se usó. Pide otro.';
const CHANGED = 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva.';
/** The body of each reset call. */
const calls: string[] = [];

const server = setupServer(
  http.post('*/functions/v1/auth/reset-password', async ({ request }) => {
    const body = (await request.json()) as { token: string; newPassword: string };
    calls.push(JSON.stringify(body));
    if (body.token !== 'tok-1') {
      return HttpResponse.json({ error: INVALID, code: 'reset_invalid' }, { status: 400 });
    }
    return HttpResponse.json({ ok: true });
  }),
);

beforeAll(() => server.listen());
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  getDefaultStore().set(languageAtom, 'es');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function openLink(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  render(
    <StrictMode>
      <App loadSignedIn={loadSignedIn} />
    </StrictMode>,
  );
}

async function choosePassword(password: string, repeated = password) {
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), password);
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), repeated);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('a password reset link', { timeout: 20_000 }, () => {
  it('asks for the new password twice, as the browser should fill and check it', () => {
    openLink('#/restablecer?token=tok-1');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' }),
    ).toBeInTheDocument();
    for (const label of ['Contraseña nueva', 'Repite la contraseña']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toHaveAttribute('minLength', '8');
      expect(field).toBeRequired();
    }
  });

  it('signed in, changes the password, forgets the session stored here, then leads to the login', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 's-ana');
    localStorage.setItem(SESSION_USER_STORAGE_KEY, '{"id":7,"email":"ana@example.com"}');
    openLink('#/restablecer?token=tok-1');
    expect(screen.queryByText('Réplica con sesión')).not.toBeInTheDocument();

    await choosePassword('una frase larga');

    expect(await screen.findByRole('status')).toHaveTextContent(CHANGED);
    expect(calls).toEqual(['{"token":"tok-1","newPassword":"una frase larga"}']);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_USER_STORAGE_KEY)).toBeNull();
    expect(screen.queryByLabelText('Contraseña nueva')).not.toBeInTheDocument();

    const signIn = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(signIn).toHaveAttribute('href', '#/');
    await userEvent.click(signIn);
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText('Réplica con sesión')).not.toBeInTheDocument();
  });

  it('says the two passwords differ, and asks the server nothing', async () => {
    openLink('#/restablecer?token=tok-1');

    await choosePassword('una frase larga', 'una frase corta');

    const repeated = screen.getByLabelText('Repite la contraseña');
    expect(repeated).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(repeated).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(repeated).toHaveFocus());
    expect(calls).toEqual([]);

    await userEvent.clear(repeated);
    await userEvent.type(repeated, 'una frase larga');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a used or expired link as an alert, and keeps the form", async () => {
    openLink('#/restablecer?token=caducado');

    await choosePassword('una frase larga');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeEnabled();
    expect(screen.queryByText(CHANGED)).not.toBeInTheDocument();
  });

  it('says when the link lost its code, and asks the server nothing', () => {
    openLink('#/restablecer');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Falta el código del enlace para restablecer la contraseña',
    );
    expect(screen.queryByLabelText('Contraseña nueva')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Réplica' })).toHaveAttribute('href', '#/');
    expect(calls).toEqual([]);
  });

  it('falls back to the catalogue text, in English too, when the server is unreachable', async () => {
    server.use(http.post('*/functions/v1/auth/reset-password', () => HttpResponse.error()));
    getDefaultStore().set(languageAtom, 'en');
    openLink('#/restablecer?token=tok-1');

    await userEvent.type(screen.getByLabelText('New password'), 'una frase larga');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'una frase larga');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error changing the password');
  });
});
