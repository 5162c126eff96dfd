import { MIN_NEW_PASSWORD_LENGTH, serverText } from '@replica/api-client/sign-in';
import { Banner, Button, StackedForm, TextField, useLanguage } from '@replica/ui/core';
import { type FormEvent, useRef, useState } from 'react';
import { useShellTexts } from '../texts';
import { resetPassword } from './reset-password';

export interface NewPasswordFormProps {
  /** The reset link's token. */
  token: string;
  /** The password is changed, and this browser's session forgotten. */
  onReset: () => void;
}

/**
 * The new password, typed twice: two that differ are pointed out here, before any call; the
 * server's refusal (a used or expired link, a common password) shows above the fields.
 */
export function NewPasswordForm({ token, onReset }: NewPasswordFormProps) {
  const texts = useShellTexts().passwordReset;
  const [language] = useLanguage();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const repeatedField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (password !== repeated) {
      setMismatch(true);
      repeatedField.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await resetPassword(token, password);
      onReset();
    } catch (failure) {
      setError(serverText(failure, language) ?? texts.failed);
      setSaving(false);
    }
  };

  return (
    <StackedForm gap="lg" onSubmit={(event) => void submit(event)}>
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label={texts.newPassword}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={MIN_NEW_PASSWORD_LENGTH}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMismatch(false);
        }}
      />
      <TextField
        ref={repeatedField}
        label={texts.repeatPassword}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        required
        minLength={MIN_NEW_PASSWORD_LENGTH}
        error={mismatch ? texts.mismatch : undefined}
        value={repeated}
        onChange={(event) => {
          setRepeated(event.target.value);
          setMismatch(false);
        }}
      />
      <Button type="submit" busy={saving}>
        {saving ? texts.saving : texts.save}
      </Button>
    </StackedForm>
  );
}
