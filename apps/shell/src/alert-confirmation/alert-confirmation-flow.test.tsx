import { SESSION_STORAGE_KEY } from '@replica/api-client/sign-in';
import { languageAtom } from '@replica/ui';
import { act, render, screen } from '@testing-library/react';
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
  'Este enlace de confirmación no es válido: pide que te añadan de nuevo a las alertas';
/** The body of each confirmation call. */
const calls: string[] = [];

const server = setupServer(
  http.post('*/functions/v1/alert-recipients/confirm', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    calls.push(JSON.stringify(body));
    if (body.token !== 'tok-1') {
      return HttpResponse.json({ error: INVALID, code: 'confirmation_invalid' }, { status: 404 });
    }
    return HttpResponse.json({ email: 'eva@fuera.example', workspace: 'Agencia Norte' });
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

describe('an alert-confirmation link', { timeout: 20_000 }, () => {
  it('signed out, confirms the address once, says whose alerts it gets, then leads to the login', async () => {
    openLink('#/confirmar-alertas?token=tok-1');

    expect(screen.getByRole('status')).toHaveTextContent('Confirmando…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Correo confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'eva@fuera.example recibirá las alertas de «Agencia Norte».',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(calls).toEqual(['{"token":"tok-1"}']);

    await userEvent.click(screen.getByRole('link', { name: 'Ir a Réplica' }));
    expect(window.location.hash).toBe('#/');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('signed in, shows the page instead of the signed-in shell, then leads back to it', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 's-ana');
    openLink('#/confirmar-alertas?token=tok-1');

    expect(await screen.findByText(/recibirá las alertas de «Agencia Norte»/)).toBeInTheDocument();
    expect(screen.queryByText('Réplica con sesión')).not.toBeInTheDocument();
    expect(calls).toEqual(['{"token":"tok-1"}']);

    await userEvent.click(screen.getByRole('link', { name: 'Ir a Réplica' }));
    expect(await screen.findByText('Réplica con sesión')).toBeInTheDocument();
  });

  it("shows the server's reason for an unknown token as an alert", async () => {
    openLink('#/confirmar-alertas?token=caducado');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirmar el correo de las alertas' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Correo confirmado')).not.toBeInTheDocument();
  });

  it('says when the link lost its code, and asks the server nothing', () => {
    openLink('#/confirmar-alertas');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Falta el código del enlace de confirmación',
    );
    expect(screen.getByRole('link', { name: 'Ir a Réplica' })).toHaveAttribute('href', '#/');
    expect(calls).toEqual([]);
  });

  it('falls back to the catalogue text, in English too, when the server is unreachable', async () => {
    server.use(http.post('*/functions/v1/alert-recipients/confirm', () => HttpResponse.error()));
    act(() => getDefaultStore().set(languageAtom, 'en'));
    openLink('#/confirmar-alertas?token=tok-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error confirming the e-mail for alerts',
    );
    expect(screen.getByRole('link', { name: 'Go to Réplica' })).toBeInTheDocument();
  });
});
