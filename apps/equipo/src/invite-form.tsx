import { type InvitationCreated, type Role, api, errorText, roleSchema } from '@replica/api-client';
import {
  Banner,
  Button,
  InlineForm,
  SelectField,
  TextField,
  roleNames,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from './format-date';
import { assignableRoles } from './member-permissions';
import { OneTimeSecret } from './one-time-secret';
import { texts } from './texts';

export type InviteFormProps = {
  /** The inviter's role, which bounds the roles offered. */
  actorRole: Role;
  /** After the server created one. */
  onInvited: () => void;
};

type Created = InvitationCreated & { email: string };

/**
 * Invites an e-mail with a role. The link exists only in the answer (the server keeps a hash),
 * so it is shown here once, with a copy button and its expiry, until dismissed or replaced.
 */
export function InviteForm({ actorRole, onInvited }: InviteFormProps) {
  const { invitations: t, close, copy } = useTexts(texts);
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    setCreated(null);
    try {
      const invitation = await api.invite({ email, role });
      setCreated({ ...invitation, email: email.trim().toLowerCase() });
      setEmail('');
      onInvited();
    } catch (failure) {
      setError(errorText(failure, 'teamUpdate', language));
    } finally {
      setSending(false);
    }
  }

  return (
    <Section aria-labelledby="invite-form-title">
      <Heading id="invite-form-title">{t.formTitle}</Heading>
      <InlineForm onSubmit={(event) => void submit(event)}>
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
      <Help>{t.roleHelp}</Help>
      {error && (
        <Banner tone="error" onClose={() => setError(null)} closeLabel={close}>
          {error}
        </Banner>
      )}
      {created && (
        <OneTimeSecret
          title={t.created(created.email)}
          label={t.link}
          value={created.url}
          copyLabel={copy}
          note={`${t.expires(formatDateTime(created.expires_at, language))}. ${t.linkOnce}`}
          onClose={() => setCreated(null)}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
