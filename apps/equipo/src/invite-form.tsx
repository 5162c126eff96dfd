import { type Role, errorText, roleSchema } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import {
  Banner,
  Button,
  formatDateTime,
  Hint,
  InlineForm,
  roleNames,
  SelectField,
  TextField,
  TitledSection,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useState } from 'react';
import { assignableRoles } from './member-permissions';
import { OneTimeSecret } from './one-time-secret';
import { texts } from './texts';

export type InviteFormProps = {
  /** The inviter's role, which bounds the roles offered. */
  actorRole: Role;
};

/**
 * Invites an e-mail with a role. The link exists only in the answer (the server keeps a hash),
 * so it is shown here once, with a copy button and its expiry, until dismissed or replaced; the
 * pending invitations are asked again, since the answer holds the new one's link, not the list.
 */
export function InviteForm({ actorRole }: InviteFormProps) {
  const { invitations: t, close, copy } = useTexts(texts);
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const invite = useApiMutation('invite');
  const sending = invite.isPending;
  const created = invite.data && {
    ...invite.data,
    email: invite.variables.body.email.trim().toLowerCase(),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate({ body: { email, role } }, { onSuccess: () => setEmail('') });
  }

  return (
    <TitledSection title={t.formTitle}>
      <InlineForm onSubmit={submit}>
        <TextField
          label={t.email}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t.role}
          value={role}
          options={assignableRoles(actorRole).map((value) => ({
            value,
            label: roles[value],
          }))}
          onChange={(event) => {
            const chosen = roleSchema.safeParse(event.target.value);
            if (chosen.success) setRole(chosen.data);
          }}
        />
        <Button type="submit" busy={sending}>
          {sending ? t.inviting : t.invite}
        </Button>
      </InlineForm>
      <Hint>{t.roleHelp}</Hint>
      {invite.isError && (
        <Banner tone="error" onClose={() => invite.reset()} closeLabel={close}>
          {errorText(invite.error, 'teamUpdate', language)}
        </Banner>
      )}
      {created && (
        <OneTimeSecret
          title={t.created(created.email)}
          label={t.link}
          value={created.url}
          copyLabel={copy}
          note={`${t.expires(formatDateTime(created.expires_at, language))}. ${t.linkOnce}`}
          onClose={() => invite.reset()}
        />
      )}
    </TitledSection>
  );
}
