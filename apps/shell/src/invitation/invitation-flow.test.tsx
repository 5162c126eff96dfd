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
const DETAILS = { workspaceName: 'Agencia Norte', invitedBy: 'luis@example.com', role: 'analyst' };
const OFFER = 'luis@example.com te invitó a «Agencia Norte» como analista.';
/** The server's refusal of a used, expired or revoked link, in the language asked. */
const refusedLink = ({ request }: { request: Request }) =>
  HttpResponse.json(
    request.headers.get('accept-language')?.startsWith('en')
      ? {
          error: 'The invitation is not valid: it has expired, was used or was revoked',
          code: 'invitation_invalid',
        }
      : {
          error: 'La invitación no es válida: ha caducado, ya se usó o se revocó',
          code: 'invitation_invalid',
        },
    { status: 404 },
  );
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
  http.post('*/functions/v1/invitations/details', async ({ request }) =>
    ((await request.json()) as { token?: string }).token === 'tok-1'
      ? HttpResponse.json(DETAILS)
      : refusedLink({ request }),
  ),
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
  it('signed out, says who invited, where and as what, and a sign-up joins and opens Inicio', async () => {
    render(<App loadSignedIn={loadSignedInDirectly} />);
    expect(
      await screen.findByText(
        `${OFFER} Crea tu cuenta con el correo al que llegó la invitación o, si ya tienes una, inicia sesión: te unirás al entrar.`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    // Joining a team: no workspace of its own to name.
    expect(screen.queryByLabelText(/Nombre del espacio de trabajo/)).not.toBeInTheDocument();
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

  it('signed out, says it in English too, and without the inviter once their account is gone', async () => {
    server.use(
      http.post('*/functions/v1/invitations/details', () =>
        HttpResponse.json({ ...DETAILS, invitedBy: null, role: 'admin' }),
      ),
    );
    act(() => getDefaultStore().set(languageAtom, 'en'));
    render(<App loadSignedIn={loadSignedInDirectly} />);
    expect(
      await screen.findByText(/^You were invited to “Agencia Norte” as an admin\. Create/),
    ).toBeInTheDocument();
  });

  it("signed out, says why a link no longer works, in the server's words", async () => {
    window.history.replaceState(null, '', '/#/invitacion?token=tok-used');
    render(<App loadSignedIn={loadSignedInDirectly} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La invitación no es válida: ha caducado, ya se usó o se revocó',
    );
    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(
      await screen.findByText(
        'The invitation is not valid: it has expired, was used or was revoked',
      ),
    ).toBeInTheDocument();
  });

  it('signed out, a sign-in accepts the invitation right after, then reloads at Inicio', async () => {
    render(<App loadSignedIn={loadSignedInDirectly} />);
    await screen.findByText(new RegExp(OFFER));
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
    await screen.findByText(new RegExp(OFFER));
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

  it('signed in, says who invited, where and as what, offers to accept, then joins', async () => {
    storeSession('s-ana', ana);
    render(<App loadSignedIn={loadSignedInDirectly} />);

    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    expect(
      screen.getByText(/Acéptala para unirte con tu cuenta ana@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invitación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));

    await vi.waitFor(() => expect(reloadAtHome).toHaveBeenCalledOnce());
    expect(calls).toEqual(['POST auth/accept-invitation s-ana {"token":"tok-1"}']);
  });

  it("signed in, shows the server's reason for an expired, used or revoked one, in English too", async () => {
    window.history.replaceState(null, '', '/#/invitacion?token=tok-used');
    storeSession('s-ana', ana);
    act(() => getDefaultStore().set(languageAtom, 'en'));
    render(<App loadSignedIn={loadSignedInDirectly} />);

    expect(
      await screen.findByText(
        'The invitation is not valid: it has expired, was used or was revoked',
      ),
    ).toBeInTheDocument();
    // Nothing to accept: the link joins no one.
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(window.location.hash).toBe('');
  });
});
