import { serverText } from '@replica/api-client/sign-in';
import { Banner, Button, TextField, useLanguage } from '@replica/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { FocusOnArrival } from '../layout/focus-on-arrival';
import { LinkButton, StartForm, StartSubtitle, StartTitle } from '../layout/start-page';
import { useShellTexts } from '../texts';
import { requestPasswordReset } from './request-password-reset';

export interface ForgotPasswordFormProps {
  /** The e-mail typed on the login form, if any. */
  initialEmail: string;
  /** 'Volver a iniciar sesión', with the e-mail typed here. */
  onBack: (email: string) => void;
}

/**
 * '¿Olvidaste tu contraseña?': asks for a reset link by e-mail, then says one was sent if the
 * account exists (the server does not tell), and leads back to the login form.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const texts = useShellTexts();
  const [language] = useLanguage();
  const titleId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (failure) {
      setError(serverText(failure, language) ?? texts.forgotPassword.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <StartForm onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      <StartTitle id={titleId}>{texts.productName}</StartTitle>
      <StartSubtitle>{texts.login.forgotPassword}</StartSubtitle>
      {sent ? (
        <FocusOnArrival>
          <Banner tone="success">{texts.forgotPassword.sent}</Banner>
        </FocusOnArrival>
      ) : (
        <>
          {error && <Banner tone="error">{error}</Banner>}
          <TextField
            label={texts.login.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" busy={sending}>
            {sending ? texts.forgotPassword.sending : texts.forgotPassword.send}
          </Button>
        </>
      )}
      <LinkButton type="button" onClick={() => onBack(email)} disabled={sending}>
        {texts.forgotPassword.back}
      </LinkButton>
    </StartForm>
  );
}
