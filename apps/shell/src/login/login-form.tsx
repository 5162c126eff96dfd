import {
  ApiError,
  MIN_PASSWORD_LENGTH,
  type Credentials,
  actionError,
  errorMessages,
} from '@replica/api-client/sign-in';
import { Banner, Button, TextField } from '@replica/ui/core';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { startPanel } from '../layout/start-page';
import { useShellTexts } from '../texts';

export type LoginMode = 'signin' | 'signup';

export interface LoginFormProps {
  /** Signs in, or signs up and then signs in; rejects with the message to show. */
  onSubmit: (mode: LoginMode, credentials: Credentials) => Promise<void>;
  /** Opened from an invitation link: a note says that entering joins its workspace. */
  invited?: boolean;
}

/** Spec §2 Login / registration: one form, two modes, browser-enforced field rules. */
export function LoginForm({ onSubmit, invited = false }: LoginFormProps) {
  const texts = useShellTexts();
  const [mode, setMode] = useState<LoginMode>('signin');
  const [email, setEmail] = useState('');
  const [pass, setPass] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(mode, { email, pass });
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? actionError(failure, errorMessages.signinInvalid, texts.login.signinInvalid)
          : texts.login.authFallback,
      );
      setBusy(false);
    }
  };

  const toggleMode = () => {
    setMode((current) => (current === 'signin' ? 'signup' : 'signin'));
    setError(null);
  };

  const isSignin = mode === 'signin';
  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <Title id="login-title">{texts.productName}</Title>
      <Subtitle>{isSignin ? texts.login.signinSubtitle : texts.login.signupSubtitle}</Subtitle>
      {invited && <Banner tone="info">{texts.login.invited}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label={texts.login.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={texts.login.password}
        type="password"
        name="password"
        autoComplete={isSignin ? 'current-password' : 'new-password'}
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={pass}
        onChange={(event) => setPass(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {busy ? texts.login.busy : isSignin ? texts.login.signin : texts.login.signup}
      </Button>
      <ToggleLink type="button" onClick={toggleMode} disabled={busy}>
        {isSignin ? texts.login.toSignup : texts.login.toSignin}
      </ToggleLink>
    </Form>
  );
}

const Form = styled.form`
  ${startPanel}
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2rem;
  text-align: center;
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const ToggleLink = styled.button`
  align-self: center;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  font: inherit;
  text-decoration: underline;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
