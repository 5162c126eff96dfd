import { type Member, type Role, roleSchema } from '@replica/api-client';
import {
  Badge,
  Button,
  formatDate,
  type Language,
  roleNames,
  SelectField,
  useTexts,
  visuallyHidden,
} from '@replica/ui';
import styled from 'styled-components';
import { assignableRoles, canMakeResetLink, canManageMember } from './member-permissions';
import { texts } from './texts';

export type MemberRowProps = {
  member: Member;
  actor: { userId: number; role: Role };
  language: Language;
  /** A change of this member is on its way: its controls wait. */
  busy: boolean;
  onChangeRole: (role: Role) => void;
  onRemove: () => void;
  onLeave: () => void;
  onMakeResetLink: () => void;
};

/**
 * One member: a role select and 'Quitar' for whoever may manage them, a password reset link for
 * someone of a lower role, 'Salir' on one's own row.
 */
export function MemberRow({
  member,
  actor,
  language,
  busy,
  onChangeRole,
  onRemove,
  onLeave,
  onMakeResetLink,
}: MemberRowProps) {
  const t = useTexts(texts);
  const roles = useTexts(roleNames);
  const isMe = member.user_id === actor.userId;
  const manageable = canManageMember(actor, member);
  return (
    <tr data-member={member.email}>
      <th scope="row">
        <Email>{member.email}</Email> {isMe && <Badge tone="info">{t.members.you}</Badge>}
      </th>
      <td>
        {manageable ? (
          <CompactSelect>
            <SelectField
              label={t.members.roleOf(member.email)}
              value={member.role}
              disabled={busy}
              options={assignableRoles(actor.role).map((role) => ({
                value: role,
                label: roles[role],
              }))}
              onChange={(event) => {
                const role = roleSchema.safeParse(event.target.value);
                if (role.success) onChangeRole(role.data);
              }}
            />
          </CompactSelect>
        ) : (
          <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>{roles[member.role]}</Badge>
        )}
      </td>
      <td>{formatDate(member.joined_at, language)}</td>
      <td>
        {isMe && (
          <Button variant="secondary" size="sm" busy={busy} onClick={onLeave}>
            {t.members.leave}
          </Button>
        )}
        {manageable && (
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            aria-label={t.members.removeOf(member.email)}
            onClick={onRemove}
          >
            {t.members.remove}
          </Button>
        )}
        {canMakeResetLink(actor, member) && (
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            aria-label={t.members.resetLinkOf(member.email)}
            onClick={onMakeResetLink}
          >
            {t.members.resetLink}
          </Button>
        )}
      </td>
    </tr>
  );
}

const Email = styled.span`
  font-weight: 500;
  overflow-wrap: anywhere;
`;

/** The select's label names it for assistive technology; the column header names it on screen. */
const CompactSelect = styled.div`
  label {
    ${visuallyHidden}
  }
  select {
    min-width: 10rem;
  }
`;
