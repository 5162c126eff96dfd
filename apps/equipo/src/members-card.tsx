import {
  type Member,
  type MembersResponse,
  type Role,
  type Workspace,
  actionError,
  api,
  can,
  errorMessages,
} from '@replica/api-client';
import {
  forgetWorkspaces,
  queryKeys,
  useInvalidateAfter,
  useQueryClient,
} from '@replica/api-client/react';
import {
  Banner,
  Card,
  ConfirmDialog,
  DataTable,
  TableScroll,
  roleNames,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { MemberRow } from './member-row';
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

/**
 * The members table: everyone reads it; admins change roles and take members out (asking
 * first), an owner also makes owners; each member can leave.
 */
export function MembersCard({ workspace, members, myUserId, onLeft }: MembersCardProps) {
  const t = useTexts(texts);
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<Member | null>(null);
  const [askingToLeave, setAskingToLeave] = useState(false);
  const actor = { userId: myUserId, role: workspace.role };
  const queryClient = useQueryClient();
  const invalidateAfter = useInvalidateAfter();

  /** Each change answers with the whole list as the server now has it: it goes in place. */
  function showMembers(answer: MembersResponse) {
    queryClient.setQueryData(queryKeys.members(), answer);
    void invalidateAfter('membersChanged', { updatedInPlace: [queryKeys.members()] });
  }

  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: actionError(error, errorMessages.teamUpdate, t.updateError) });

  async function changeRole(member: Member, role: Role) {
    setNotice(null);
    setBusyId(member.user_id);
    try {
      showMembers(await api.changeMemberRole(member.user_id, role));
      setNotice({ tone: 'success', text: t.members.roleChanged(member.email, roles[role]) });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(member: Member) {
    setNotice(null);
    setBusyId(member.user_id);
    try {
      showMembers(await api.removeMember(member.user_id));
      setNotice({ tone: 'success', text: t.members.removed(member.email) });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
      setPendingRemoval(null);
    }
  }

  async function leave() {
    setNotice(null);
    setBusyId(myUserId);
    try {
      await api.removeMember(myUserId);
      forgetWorkspaces();
      onLeft();
    } catch (error) {
      fail(error);
      setBusyId(null);
      setAskingToLeave(false);
    }
  }

  return (
    <Card title={t.members.title}>
      {notice && (
        <Banner tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t.close}>
          {notice.text}
        </Banner>
      )}
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
                onChangeRole={(role) => void changeRole(member, role)}
                onRemove={() => setPendingRemoval(member)}
                onLeave={() => setAskingToLeave(true)}
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
        busy={busyId !== null}
        onConfirm={() => pendingRemoval && void remove(pendingRemoval)}
        onCancel={() => setPendingRemoval(null)}
      />
      <ConfirmDialog
        open={askingToLeave}
        message={t.members.leaveQuestion(workspace.name)}
        confirmLabel={t.members.leaveConfirm}
        cancelLabel={t.cancel}
        busy={busyId === myUserId}
        onConfirm={() => void leave()}
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
