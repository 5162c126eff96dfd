import {
  type ApiToken,
  MAX_API_TOKEN_NAME_LENGTH,
  type Role,
  errorText,
} from '@replica/api-client';
import {
  Banner,
  Button,
  InlineForm,
  SelectField,
  TextField,
  TitledSection,
  roleNames,
  useFocusWhenLost,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useRef, useState } from 'react';
import { apiTokenRoles } from './member-permissions';
import { OneTimeSecret } from './one-time-secret';
import { texts } from './texts';
import type { CreateApiToken } from './use-api-tokens';

export type ApiTokenFormProps = {
  /** The creator's role, which bounds the roles offered. */
  actorRole: Role;
  create: CreateApiToken;
};

/**
 * Makes an API token with a name and a role. The token exists only in the answer (the server
 * keeps a hash), so it is shown here once, with a copy button, until dismissed or replaced.
 */
export function ApiTokenForm({ actorRole, create }: ApiTokenFormProps) {
  const { apiTokens: t, close } = useTexts(texts);
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const offered = apiTokenRoles(actorRole);
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiToken['role']>('viewer');
  const submitButton = useRef<HTMLButtonElement>(null);
  const sending = create.isPending;
  // The button waits disabled while the token is made; after a refusal it takes the focus back.
  useFocusWhenLost(sending, () => submitButton.current);
  const created = create.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ body: { name, role } }, { onSuccess: () => setName('') });
  }

  return (
    <TitledSection title={t.formTitle}>
      <InlineForm onSubmit={submit}>
        <TextField
          label={t.nameLabel}
          name="api-token-name"
          autoComplete="off"
          required
          maxLength={MAX_API_TOKEN_NAME_LENGTH}
          placeholder={t.namePlaceholder}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label={t.roleLabel}
          value={role}
          options={offered.map((value) => ({ value, label: roles[value] }))}
          onChange={(event) => {
            const chosen = offered.find((value) => value === event.target.value);
            if (chosen) setRole(chosen);
          }}
        />
        <Button ref={submitButton} type="submit" busy={sending}>
          {sending ? t.creating : t.create}
        </Button>
      </InlineForm>
      {create.isError && (
        <Banner tone="error" onClose={() => create.reset()} closeLabel={close}>
          {errorText(create.error, 'teamUpdate', language)}
        </Banner>
      )}
      {created && (
        <OneTimeSecret
          title={t.created(created.name)}
          label={t.token}
          value={created.token}
          copyLabel={t.copy}
          note={t.once}
          onClose={() => create.reset()}
        />
      )}
    </TitledSection>
  );
}
