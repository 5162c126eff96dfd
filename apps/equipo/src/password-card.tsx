import { MIN_NEW_PASSWORD_LENGTH, errorText } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import {
  ActionRow,
  Banner,
  Button,
  Card,
  LiveMessages,
  StackedForm,
  TextField,
  useFocusWhenLost,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useRef, useState } from 'react';
import { texts } from './texts';

const NO_PASSWORDS = { current: '', chosen: '', repeated: '' };

/**
 * 'Tu contraseña', for every member: the current password and a new one typed twice. Two that
 * differ are pointed out before any call; once changed, the server has ended the member's
 * sessions on other devices (this one stays), and the card says how many.
 */
export function PasswordCard() {
  const all = useTexts(texts);
  const t = all.password;
  const [language] = useLanguage();
  const [passwords, setPasswords] = useState(NO_PASSWORDS);
  const [mismatch, setMismatch] = useState(false);
  const change = useApiMutation('changePassword');
  const changing = change.isPending;
  const repeatedField = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The button waits disabled while the change is on its way, which can drop the focus.
  useFocusWhenLost(changing, () => submitButton.current);

  const type = (field: keyof typeof NO_PASSWORDS, value: string) => {
    setPasswords((typed) => ({ ...typed, [field]: value }));
    if (field !== 'current') setMismatch(false);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.reset();
    if (passwords.chosen !== passwords.repeated) {
      setMismatch(true);
      repeatedField.current?.focus();
      return;
    }
    change.mutate(
      { body: { currentPassword: passwords.current, newPassword: passwords.chosen } },
      { onSuccess: () => setPasswords(NO_PASSWORDS) },
    );
  }

  return (
    <Card title={t.title}>
      <StackedForm maxWidth="28rem" onSubmit={submit}>
        <LiveMessages>
          {change.isSuccess && (
            <Banner tone="success" onClose={() => change.reset()} closeLabel={all.close}>
              {t.changed(change.data.ended)}
            </Banner>
          )}
          {change.isError && (
            <Banner tone="error" onClose={() => change.reset()} closeLabel={all.close}>
              {errorText(change.error, 'password', language)}
            </Banner>
          )}
        </LiveMessages>
        <TextField
          label={t.current}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={passwords.current}
          onChange={(event) => type('current', event.target.value)}
        />
        <TextField
          label={t.new}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_NEW_PASSWORD_LENGTH}
          value={passwords.chosen}
          onChange={(event) => type('chosen', event.target.value)}
        />
        <TextField
          ref={repeatedField}
          label={t.repeat}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          minLength={MIN_NEW_PASSWORD_LENGTH}
          error={mismatch ? t.mismatch : undefined}
          value={passwords.repeated}
          onChange={(event) => type('repeated', event.target.value)}
        />
        <ActionRow>
          <Button ref={submitButton} type="submit" busy={changing}>
            {changing ? t.changing : t.change}
          </Button>
        </ActionRow>
      </StackedForm>
    </Card>
  );
}
