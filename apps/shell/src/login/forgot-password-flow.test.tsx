import { languageAtom } from '@replica/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { App } from '../app';
import type { SignedInShellProps } from '../signed-in/signed-in-shell-props';

function SignedInStandIn(_props: SignedInShellProps) {
  return <p>Réplica con sesión</p>;
}
const loadSignedIn = async () => ({ default: SignedInStandIn });

const SENT =
  'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Caduca en una hora.';
/** The body of each reset request. */
const requests: string[] = [];

const server = setupServer(
  http.post('*/functions/v1/auth/request-password-reset', async ({ request }) => {
    requests.push(await request.text());
    return HttpResponse.json({ ok: true }, { status: 202 });
  }),
);

beforeAll(() => server.listen());
beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  getDefaultStore().set(languageAtom, 'es');
  window.history.replaceState(null, '', '/');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openForgotPassword(email: string) {
  render(<App loadSignedIn={loadSignedIn} />);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
}

describe('a forgotten password', { timeout: 20_000 }, () => {
  it('asks for a reset link for the e-mail typed, says one was sent, and leads back', async () => {
    await openForgotPassword('ana@example.com');

    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('ana@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'eva@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(requests).toEqual(['{"email":"eva@example.com"}']);
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('eva@example.com');
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveFocus());
  });

  it("shows the server's refusal in the error banner and lets the visitor try again", async () => {
    const tooOften =
      'Has hecho demasiadas peticiones de este tipo. Espera un momento y vuelve a intentarlo.';
    server.use(
      http.post(
        '*/functions/v1/auth/request-password-reset',
        () => HttpResponse.json({ error: tooOften, code: 'rate_limited' }, { status: 429 }),
        { once: true },
      ),
    );
    await openForgotPassword('ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooOften);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is offered in English too, with the catalogue text when the server is unreachable', async () => {
    server.use(http.post('*/functions/v1/auth/request-password-reset', () => HttpResponse.error()));
    getDefaultStore().set(languageAtom, 'en');
    render(<App loadSignedIn={loadSignedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error changing the password');
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});
