import {
  type Member,
  type ResetLink,
  type Role,
  type Workspace,
  can,
  errorText,
} from '@replica/api-client';
import { forgetWorkspaces, useApiMutation } from '@replica/api-client/react';
import {
  Banner,
  Card,
  ConfirmDialog,
  DataTable,
  formatTime,
  LiveMessages,
  roleNames,
  TableScroll,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { MemberRow } from './member-row';
import { OneTimeSecret } from './one-time-secret';
import { texts } from './texts';

export type MembersCardProps = {
  workspace: Workspace;
  members: readonly Member[];
  /** The signed-in user, who may leave but not manage themselves. */
  myUserId: number;
  /** After leaving the workspace (the session now acts in another one). */
  onLeft: () => void;
};

type Notice = { tone: 'error' | 'success'; text: string };

/** A member's password reset link, with whose it is. */
type MemberResetLink = ResetLink & { email: string };

/**
 * The members table: everyone reads it; admins change roles and take members out (asking
 * first), an owner also makes owners; each member can leave. For a server without e-mail, admins
 * make a lower role's member a password reset link, shown here once, to pass on by hand.
 */
export function MembersCard({ workspace, members, myUserId, onLeft }: MembersCardProps) {
  const t = useTexts(texts);
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<Member | null>(null);
  const [askingToLeave, setAskingToLeave] = useState(false);
  const [resetLink, setResetLink] = useState<MemberResetLink | null>(null);
  const actor = { userId: myUserId, role: workspace.role };

  // Each change answers with the whole list as the server now has it: it goes in place.
  const roleChange = useApiMutation('changeMemberRole', { answerIs: 'members' });
  const removal = useApiMutation('removeMember', { answerIs: 'members' });
  const resetLinkRequest = useApiMutation('memberResetLink');
  // Leaving hands over to a reload: the dialog and the member's own row stay busy until then.
  const leaving = useApiMutation('removeMember');
  const leavingBusy = leaving.isPending || leaving.isSuccess;
  const pendingChange = [roleChange, removal, resetLinkRequest].find((change) => change.isPending);
  /** Whose change is on its way, if any: that member's controls wait. */
  const busyId = leavingBusy ? myUserId : pendingChange?.variables?.params.userId;

  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: errorText(error, 'teamUpdate', language) });

  function changeRole(member: Member, role: Role) {
    setNotice(null);
    roleChange.mutate(
      { params: { userId: member.user_id }, body: { role } },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: t.members.roleChanged(member.email, roles[role]) }),
        onError: fail,
      },
    );
  }

  function remove(member: Member) {
    setNotice(null);
    removal.mutate(
      { params: { userId: member.user_id } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t.members.removed(member.email) }),
        onError: fail,
        onSettled: () => setPendingRemoval(null),
      },
    );
  }

  function makeResetLink(member: Member) {
    setNotice(null);
    setResetLink(null);
    resetLinkRequest.mutate(
      { params: { userId: member.user_id } },
      {
        onSuccess: (link) => setResetLink({ ...link, email: member.email }),
        onError: fail,
      },
    );
  }

  function leave() {
    setNotice(null);
    leaving.mutate(
      { params: { userId: myUserId } },
      {
        onSuccess: () => {
          forgetWorkspaces();
          onLeft();
        },
        onError: (error) => {
          fail(error);
          setAskingToLeave(false);
        },
      },
    );
  }

  return (
    <Card title={t.members.title}>
      <Messages>
        {notice && (
          <Banner tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t.close}>
            {notice.text}
          </Banner>
        )}
        {resetLink && (
          <OneTimeSecret
            title={t.members.resetLinkMade(resetLink.email)}
            label={t.members.resetLinkField}
            value={resetLink.url}
            copyLabel={t.copy}
            note={`${t.members.resetLinkExpires(formatTime(resetLink.expires_at, language))}. ${t.members.resetLinkNote}`}
            onClose={() => setResetLink(null)}
          />
        )}
      </Messages>
      <TableScroll>
        <DataTable aria-label={t.members.count(members.length)}>
          <thead>
            <tr>
              <th scope="col">{t.members.email}</th>
              <th scope="col">{t.members.role}</th>
              <th scope="col">{t.members.joined}</th>
              <th scope="col">{t.members.actions}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow
                key={member.user_id}
                member={member}
                actor={actor}
                language={language}
                busy={busyId === member.user_id}
                onChangeRole={(role) => changeRole(member, role)}
                onRemove={() => setPendingRemoval(member)}
                onLeave={() => setAskingToLeave(true)}
                onMakeResetLink={() => makeResetLink(member)}
              />
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
      {!can(workspace.role, 'manageMembers') && <Note>{t.members.readOnly}</Note>}
      <ConfirmDialog
        open={pendingRemoval !== null}
        message={pendingRemoval ? t.members.removeQuestion(pendingRemoval.email) : ''}
        confirmLabel={t.members.remove}
        cancelLabel={t.cancel}
        busy={busyId !== undefined}
        onConfirm={() => pendingRemoval && remove(pendingRemoval)}
        onCancel={() => setPendingRemoval(null)}
      />
      <ConfirmDialog
        open={askingToLeave}
        message={t.members.leaveQuestion(workspace.name)}
        confirmLabel={t.members.leaveConfirm}
        cancelLabel={t.cancel}
        busy={leavingBusy}
        onConfirm={leave}
        onCancel={() => setAskingToLeave(false)}
      />
    </Card>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The card's notice and a reset link just made, apart from each other and from the table, in a
 * live region kept on the card: a screen reader hears them as they come.
 */
const Messages = styled(LiveMessages)`
  gap: ${({ theme }) => theme.spacing.md};
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.spacing.md};
  }
`;
