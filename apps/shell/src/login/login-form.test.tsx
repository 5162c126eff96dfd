import { ApiError } from '@replica/api-client';
import { ReplicaThemeProvider, languageAtom } from '@replica/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { getDefaultStore } from 'jotai';
import { LoginForm, type LoginFormProps } from './login-form';

function renderForm(onSubmit: LoginFormProps['onSubmit']) {
  render(
    <ReplicaThemeProvider>
      <LoginForm onSubmit={onSubmit} />
    </ReplicaThemeProvider>,
  );
  return {
    email: screen.getByLabelText('Correo electrónico'),
    password: screen.getByLabelText('Contraseña'),
  };
}

async function fillAndSubmit(email: string, password: string, button = 'Iniciar sesión') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('LoginForm', () => {
  afterEach(() => getDefaultStore().set(languageAtom, 'es'));

  it('speaks the language chosen on the dashboard', () => {
    renderForm(vi.fn());
    act(() => getDefaultStore().set(languageAtom, 'en'));

    expect(screen.getByText('Objection Intelligence Platform')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the sign-in mode of the spec', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('heading', { name: 'Réplica' })).toBeInTheDocument();
    expect(screen.getByText('Plataforma de Inteligencia de Objeciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }),
    ).toBeInTheDocument();
  });

  it('shows what an invitation link offers, and a sign-up from it asks no workspace name', async () => {
    const { rerender } = render(
      <ReplicaThemeProvider>
        <LoginForm onSubmit={vi.fn()} invitationNotice={<p>ana@example.com te invitó</p>} />
      </ReplicaThemeProvider>,
    );
    expect(screen.getByText('ana@example.com te invitó')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    expect(screen.queryByLabelText(/Nombre del espacio de trabajo/)).not.toBeInTheDocument();
    rerender(
      <ReplicaThemeProvider>
        <LoginForm onSubmit={vi.fn()} />
      </ReplicaThemeProvider>,
    );
    expect(screen.queryByText('ana@example.com te invitó')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del espacio de trabajo (opcional)')).toBeInTheDocument();
  });

  it("asks a sign-up, and only a sign-up, for its workspace's name, 'Mi espacio' by default", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    expect(screen.queryByLabelText(/Nombre del espacio de trabajo/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    const name = screen.getByLabelText('Nombre del espacio de trabajo (opcional)');
    expect(name).not.toBeRequired();
    expect(name).toHaveAttribute('placeholder', 'Mi espacio');
    expect(name).toHaveAttribute('maxLength', '80');
    act(() => getDefaultStore().set(languageAtom, 'en'));
    expect(screen.getByLabelText('Workspace name (optional)')).toHaveAttribute(
      'placeholder',
      'My workspace',
    );
    act(() => getDefaultStore().set(languageAtom, 'es'));

    await userEvent.type(name, '  Agencia Norte ');
    await fillAndSubmit('ana@example.com', 'clave-segura-1', 'Crear cuenta');
    expect(onSubmit).toHaveBeenCalledWith('signup', {
      email: 'ana@example.com',
      pass: 'clave-segura-1',
      workspaceName: 'Agencia Norte',
    });
  });

  it('sends no workspace name when it is left blank, nor when signing in', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('no server here')));
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    await userEvent.type(screen.getByLabelText(/Nombre del espacio de trabajo/), '   ');
    await fillAndSubmit('ana@example.com', 'clave-segura-1', 'Crear cuenta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de autenticación');
    await userEvent.click(screen.getByRole('button', { name: '¿Ya tienes cuenta? Inicia sesión' }));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de autenticación');
    const credentials = { email: 'ana@example.com', pass: 'clave-segura-1' };
    expect(onSubmit.mock.calls).toEqual([
      ['signup', credentials],
      ['signin', credentials],
    ]);
  });

  it('lets the browser enforce an e-mail and a password of at least 6 characters to sign in', () => {
    const { email, password } = renderForm(vi.fn());
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minLength', '6');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('asks a new account for a password of at least 8 characters', async () => {
    const { password } = renderForm(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    expect(password).toHaveAttribute('minLength', '8');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('offers ¿Olvidaste tu contraseña? only to sign in, with the e-mail typed so far', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    render(
      <ReplicaThemeProvider>
        <LoginForm onSubmit={vi.fn()} onForgotPassword={onForgotPassword} />
      </ReplicaThemeProvider>,
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ana@example.com');

    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    expect(
      screen.queryByRole('button', { name: '¿Olvidaste tu contraseña?' }),
    ).not.toBeInTheDocument();
  });

  it('does not submit an invalid e-mail', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await fillAndSubmit('not-an-email', 'secret1');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switches to the register mode and back', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    expect(screen.getByText('Crea tu cuenta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿Ya tienes cuenta? Inicia sesión' }));
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('submits the mode and credentials and reads Procesando... while busy', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    await fillAndSubmit('ana@example.com', 'clave-segura-1', 'Crear cuenta');
    expect(onSubmit).toHaveBeenCalledWith('signup', {
      email: 'ana@example.com',
      pass: 'clave-segura-1',
    });
    const busyButton = screen.getByRole('button', { name: 'Procesando...' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    finish();
  });

  it('shows the API error text in a red banner and allows another try', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError('Inicio de sesión inválido', 401, undefined, 'signin_invalid', 'es'),
      );
    renderForm(onSubmit);
    await fillAndSubmit('ana@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Inicio de sesión inválido');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it("says a refused sign-in in English too, and any other refusal in the server's words", async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Invalid sign-in', 401, undefined, 'signin_invalid', 'en'),
      )
      .mockRejectedValueOnce(
        new ApiError('Too many failed attempts.', 429, undefined, 'too_many_attempts', 'en'),
      );
    render(
      <ReplicaThemeProvider>
        <LoginForm onSubmit={onSubmit} />
      </ReplicaThemeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid sign-in: check the e-mail and the password',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts.');
  });

  it('says the sign-in failed when the server gives no reason, and falls back for the unexpected', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Error al iniciar sesión', 0))
      .mockRejectedValueOnce(new TypeError('boom'));
    renderForm(onSubmit);
    await fillAndSubmit('ana@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de autenticación');
  });
});
