import { SESSION_STORAGE_KEY } from '@replica/api-client/sign-in';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';
import type { SignedInShellProps } from './signed-in/signed-in-shell-props';

/** Stands in for the signed-in shell's build: it only offers to end the session. */
function SignedInStandIn({ onSignedOut }: SignedInShellProps) {
  return (
    <button type="button" onClick={onSignedOut}>
      Sesión terminada
    </button>
  );
}

const loaded = async () => ({ default: SignedInStandIn });

afterEach(() => localStorage.clear());

describe('the shell start', () => {
  it('signed out, shows the login form and fetches the signed-in shell only once the visitor starts on it', async () => {
    const load = vi.fn(loaded);
    render(<App loadSignedIn={load} />);

    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Correo electrónico'));
    expect(load).toHaveBeenCalled();
  });

  it('with a stored session, shows the signed-in shell, and the login form when its session ends', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 's-1');
    render(<App loadSignedIn={loaded} />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sesión terminada' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('says so when the signed-in shell cannot load, and tries afresh on Reintentar', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 's-1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<(options?: { retry?: boolean }) => ReturnType<typeof loaded>>()
      .mockRejectedValueOnce(new Error('remoteEntry.js answered 503'))
      .mockImplementation(loaded);
    render(<App loadSignedIn={load} />);

    expect(await screen.findByText('No se pudo cargar Réplica')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Sesión terminada' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ retry: true });
  });
});
