import { sessionAtom, sessionStore, storeSession } from '@replica/api-client';
import { forgetWorkspaces } from '@replica/api-client/react';
import { languageAtom } from '@replica/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { App } from '../app';

/** The signed-in shell from its source, where the built app loads it through federation. */
const loadSignedInDirectly = () => import('../signed-in/signed-in-shell');
import { followInterfaceLanguage } from '../document-language';
import type * as GoHome from './go-home';
import { reloadAtHome } from './go-home';
import { joiningAtom } from './join-workspace';

// jsdom cannot reload; leaving the hash for Inicio (leaveForHome) it does for real.
vi.mock('./go-home', async (importOriginal) => ({
  ...(await importOriginal<typeof GoHome>()),
  reloadAtHome: vi.fn(),
}));

const ana = { id: 7, email: 'ana@example.com', created_at: '2026-11-01T10:00:00.000Z' };
const WORKSPACE = { id: 3, name: 'Agencia Norte', role: 'analyst' };
/** Each call with its session header and body: `POST auth/signup - {…}`. */
const calls: string[] = [];

async function record(request: Request) {
  const path = new URL(request.url).pathname.replace('/functions/v1/', '');
  const body = request.method === 'GET' ? '' : ` ${await request.clone().text()}`;
  calls.push(`${request.method} ${path} ${request.headers.get('x-session-id') ?? '-'}${body}`);
}

const server = setupServer(
  http.get('*/remotes.json', () => HttpResponse.json({}, { status: 503 })),
  http.get('*/functions/v1/auth/me', () => HttpResponse.json({ user: ana })),
  http.post('*/functions/v1/auth/signup', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ user: ana }, { status: 201 });
  }),
  http.post('*/functions/v1/auth/signin', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ session_id: 'new-session', user: ana });
  }),
  http.post('*/functions/v1/auth/accept-invitation', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ items: [WORKSPACE], current: WORKSPACE.id });
  }),
  http.get('*/functions/v1/workspaces', () =>
    HttpResponse.json({ items: [WORKSPACE], current: WORKSPACE.id }),
  ),
);

// As main.tsx does: <html lang> follows the language, and the API's texts follow it.
let stopFollowingLanguage = () => {};
beforeAll(() => {
  server.listen();
  stopFollowingLanguage = followInterfaceLanguage();
});
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  sessionStore.set(sessionAtom, { status: 'checking' });
  getDefaultStore().set(languageAtom, 'es');
  getDefaultStore().set(joiningAtom, { status: 'idle' });
  forgetWorkspaces();
  vi.mocked(reloadAtHome).mockClear();
  window.history.replaceState(null, '', '/#/invitacion?token=tok-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  stopFollowingLanguage();
});

async function fillAndSubmit(button: string) {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), ana.email);
  await userEvent.type(screen.getByLabelText('Contraseña'), 'clave-segura-1');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

const credentials = `"email":"${ana.email}","pass":"clave-segura-1"`;

describe('an invitation link', { timeout: 20_000 }, () => {
  it('signed out, says so, and a sign-up joins with the invitation and opens Inicio', async () => {
    render(<App loadSignedIn={loadSignedInDirectly} />);
    expect(
      await screen.findByText(/Te han invitado a un espacio de trabajo\. Crea tu cuenta/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    await fillAndSubmit('Crear cuenta');

    expect(await screen.findByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(calls).toEqual([
      `POST auth/signup - {${credentials},"invitation":"tok-1"}`,
      `POST auth/signin - {${credentials}}`,
    ]);
    // Joined already: no invitation page, and the hash left for Inicio.
    expect(window.location.hash).toBe('');
    expect(screen.queryByText('Aceptar la invitación')).not.toBeInTheDocument();
  });

  it('signed out, a sign-in accepts the invitation right after, then reloads at Inicio', async () => {
    render(<App loadSignedIn={loadSignedInDirectly} />);
    await screen.findByText(/Te han invitado a un espacio de trabajo/);
    await fillAndSubmit('Iniciar sesión');

    await vi.waitFor(() => expect(reloadAtHome).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      `POST auth/signin - {${credentials}}`,
      'POST auth/accept-invitation new-session {"token":"tok-1"}',
    ]);
  });

  it("signed out, a refused acceptance after sign-in shows the server's reason there", async () => {
    server.use(
      http.post('*/functions/v1/auth/accept-invitation', () =>
        HttpResponse.json(
          { error: 'Esta invitación es para otro correo', code: 'invitation_other_email' },
          { status: 403 },
        ),
      ),
    );
    render(<App loadSignedIn={loadSignedInDirectly} />);
    await screen.findByText(/Te han invitado a un espacio de trabajo/);
    await fillAndSubmit('Iniciar sesión');

    expect(await screen.findByText('Esta invitación es para otro correo')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Te han invitado a un espacio de trabajo' }),
    ).toBeInTheDocument();
    expect(sessionStore.get(sessionAtom)).toMatchObject({ status: 'signed-in' });
    expect(reloadAtHome).not.toHaveBeenCalled();
  });

  it('without one, the login screen is the usual one', async () => {
    window.history.replaceState(null, '', '/');
    render(<App loadSignedIn={loadSignedInDirectly} />);
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText(/Te han invitado/)).not.toBeInTheDocument();
  });

  it('signed in, offers to accept, then joins and reloads at Inicio', async () => {
    storeSession('s-ana', ana);
    render(<App loadSignedIn={loadSignedInDirectly} />);

    expect(
      await screen.findByText(/Acéptala para unirte con tu cuenta ana@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invitación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));

    await vi.waitFor(() => expect(reloadAtHome).toHaveBeenCalledOnce());
    expect(calls).toEqual(['POST auth/accept-invitation s-ana {"token":"tok-1"}']);
  });

  it("signed in, shows the server's reason for an expired, used or revoked one, in English too", async () => {
    server.use(
      http.post('*/functions/v1/auth/accept-invitation', ({ request }) =>
        HttpResponse.json(
          {
            error: request.headers.get('accept-language')?.startsWith('en')
              ? 'The invitation is not valid: it has expired, was used or was revoked'
              : 'La invitación no es válida: ha caducado, ya se usó o se revocó',
            code: 'invitation_invalid',
          },
          { status: 400 },
        ),
      ),
    );
    storeSession('s-ana', ana);
    act(() => getDefaultStore().set(languageAtom, 'en'));
    render(<App loadSignedIn={loadSignedInDirectly} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));

    expect(
      await screen.findByText(
        'The invitation is not valid: it has expired, was used or was revoked',
      ),
    ).toBeInTheDocument();
    expect(reloadAtHome).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(window.location.hash).toBe('');
  });
});
