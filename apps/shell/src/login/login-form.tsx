import {
  ApiError,
  DEFAULT_WORKSPACE_NAMES,
  MAX_WORKSPACE_NAME_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type Credentials,
  serverText,
} from '@replica/api-client/sign-in';
import { Banner, Button, TextField, useLanguage } from '@replica/ui/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LinkButton, StartForm, StartSubtitle, StartTitle } from '../layout/start-page';
import { useShellTexts } from '../texts';

export type LoginMode = 'signin' | 'signup';

/** What the form sends: the credentials, and a sign-up's name for its workspace when typed. */
export type LoginEntry = Credentials & { workspaceName?: string };

export interface LoginFormProps {
  /** Signs in, or signs up and then signs in; rejects with the message to show. */
  onSubmit: (mode: LoginMode, entry: LoginEntry) => Promise<void>;
  /**
   * Opened from an invitation link: what the link offers, shown above the fields. A sign-up then
   * joins that workspace, so it asks no name for one of its own.
   */
  invitationNotice?: ReactNode;
  /** '¿Olvidaste tu contraseña?' (sign-in mode), with the e-mail typed so far. */
  onForgotPassword?: (email: string) => void;
  /** The e-mail field takes the focus as the form appears (back from another start form). */
  autoFocus?: boolean;
  /** The e-mail to start with. */
  initialEmail?: string;
}

/**
 * Login / registration: one form, two modes, browser-enforced field rules. A sign-in takes the
 * original 6-character minimum, which older accounts still meet; a new password is longer. A
 * sign-up may name the workspace it makes; left blank, it gets the default name its placeholder
 * shows.
 */
export function LoginForm({
  onSubmit,
  invitationNotice,
  onForgotPassword,
  autoFocus = false,
  initialEmail = '',
}: LoginFormProps) {
  const texts = useShellTexts();
  const [language] = useLanguage();
  const [mode, setMode] = useState<LoginMode>('signin');
  const [email, setEmail] = useState(initialEmail);
  const [pass, setPass] = useState('');
  const [workspaceName, setWorkspaceName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isSignin = mode === 'signin';
  const asksWorkspaceName = !isSignin && invitationNotice === undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const named = asksWorkspaceName && workspaceName.trim();
      await onSubmit(mode, named ? { email, pass, workspaceName: named } : { email, pass });
    } catch (failure) {
      setError(
        !(failure instanceof ApiError)
          ? texts.login.authFallback
          : failure.code === 'signin_invalid'
            ? texts.login.signinInvalid
            : (serverText(failure, language) ??
              (mode === 'signin' ? texts.login.signinFailed : texts.login.signupFailed)),
      );
      setBusy(false);
    }
  };

  const toggleMode = () => {
    setMode((current) => (current === 'signin' ? 'signup' : 'signin'));
    setError(null);
  };

  return (
    <StartForm onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <StartTitle id="login-title">{texts.productName}</StartTitle>
      <StartSubtitle>
        {isSignin ? texts.login.signinSubtitle : texts.login.signupSubtitle}
      </StartSubtitle>
      {invitationNotice}
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label={texts.login.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={texts.login.password}
        type="password"
        name="password"
        autoComplete={isSignin ? 'current-password' : 'new-password'}
        required
        minLength={isSignin ? MIN_PASSWORD_LENGTH : MIN_NEW_PASSWORD_LENGTH}
        value={pass}
        onChange={(event) => setPass(event.target.value)}
      />
      {asksWorkspaceName && (
        <TextField
          label={texts.login.workspaceName}
          name="workspace"
          autoComplete="organization"
          maxLength={MAX_WORKSPACE_NAME_LENGTH}
          placeholder={DEFAULT_WORKSPACE_NAMES[language]}
          value={workspaceName}
          onChange={(event) => setWorkspaceName(event.target.value)}
        />
      )}
      <Button type="submit" busy={busy}>
        {busy ? texts.login.busy : isSignin ? texts.login.signin : texts.login.signup}
      </Button>
      {isSignin && onForgotPassword && (
        <LinkButton type="button" onClick={() => onForgotPassword(email)} disabled={busy}>
          {texts.login.forgotPassword}
        </LinkButton>
      )}
      <LinkButton type="button" onClick={toggleMode} disabled={busy}>
        {isSignin ? texts.login.toSignup : texts.login.toSignin}
      </LinkButton>
    </StartForm>
  );
}
