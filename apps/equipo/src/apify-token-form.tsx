import {
  type ApifyAccount,
  connectApifyAccountRequestSchema,
  errorText,
  validationErrorTexts,
} from '@replica/api-client';
import {
  ActionRow,
  Banner,
  Button,
  StackedForm,
  TextField,
  useFocusWhenLost,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { texts } from './texts';
import type { ConnectApifyAccount } from './use-apify-account';

export type ApifyTokenFormProps = {
  connect: ConnectApifyAccount;
  onConnected: (account: ApifyAccount) => void;
  /**
   * Given when a token is already connected and the form was asked for: it then takes the focus
   * as it opens, and offers to keep the connected token.
   */
  onCancel?: () => void;
};

/**
 * Connects an Apify token, checked here first (no blanks inside, a plausible length) and then by
 * Apify, through the server. The field is a password's: the token is as good as the account.
 */
export function ApifyTokenForm({ connect, onConnected, onCancel }: ApifyTokenFormProps) {
  const { apifyAccount: t, cancel, close } = useTexts(texts);
  const [language] = useLanguage();
  const invalidText = useTexts(validationErrorTexts.apify_token_invalid);
  const [token, setToken] = useState('');
  const [invalid, setInvalid] = useState(false);
  const sending = connect.isPending;
  const field = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The button waits disabled while Apify checks the token; after a refusal it takes the focus back.
  useFocusWhenLost(sending, () => submitButton.current);
  const askedFor = onCancel !== undefined;
  useLayoutEffect(() => {
    if (askedFor) field.current?.focus();
  }, [askedFor]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    connect.reset();
    const parsed = connectApifyAccountRequestSchema.safeParse({ token });
    if (!parsed.success) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    connect.mutate(
      { body: parsed.data },
      {
        onSuccess: (account) => {
          setToken('');
          onConnected(account);
        },
      },
    );
  }

  return (
    <Section>
      <StackedForm maxWidth="28rem" noValidate onSubmit={submit}>
        <TextField
          ref={field}
          label={t.tokenLabel}
          type="password"
          name="apify-token"
          autoComplete="off"
          spellCheck={false}
          required
          error={invalid ? invalidText : undefined}
          value={token}
          onChange={(event) => {
            setToken(event.target.value);
            setInvalid(false);
          }}
        />
        <ActionRow>
          <Button ref={submitButton} type="submit" busy={sending}>
            {sending ? t.connecting : t.connect}
          </Button>
          {onCancel && (
            <Button type="button" variant="secondary" disabled={sending} onClick={onCancel}>
              {cancel}
            </Button>
          )}
        </ActionRow>
      </StackedForm>
      {connect.isError && (
        <Banner tone="error" onClose={() => connect.reset()} closeLabel={close}>
          {errorText(connect.error, 'teamUpdate', language)}
        </Banner>
      )}
    </Section>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;
