import { type Invitation, type Role, errorText } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDateTime,
  Mail,
  roleNames,
  TableScroll,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { InviteForm } from './invite-form';
import { texts } from './texts';
import { useInvitations } from './use-invitations';
import { CardNotice, type Notice } from './card-notice';
import { CardReadState } from './card-read-state';

export type InvitationsCardProps = {
  actorRole: Role;
};

/** Admins only: invite someone, and the pending invitations with 'Revocar' (asking first). */
export function InvitationsCard({ actorRole }: InvitationsCardProps) {
  const all = useTexts(texts);
  const t = all.invitations;
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const { invitations, retry } = useInvitations();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingRevoke, setPendingRevoke] = useState<Invitation | null>(null);
  // The answer is the invitations still pending: they go in place.
  const revocation = useApiMutation('revokeInvitation', { answerIs: 'invitations' });

  function revoke(invitation: Invitation) {
    setNotice(null);
    revocation.mutate(
      { params: { id: invitation.id } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t.revoked(invitation.email) }),
        onError: (error) =>
          setNotice({ tone: 'error', text: errorText(error, 'teamUpdate', language) }),
        onSettled: () => setPendingRevoke(null),
      },
    );
  }

  return (
    <Card title={t.title}>
      <Content>
        <InviteForm actorRole={actorRole} />
        <Heading>{t.pending}</Heading>
        <CardNotice notice={notice} onClose={() => setNotice(null)} closeLabel={all.close} />
        <CardReadState read={invitations} loadingLabel={t.loading} retry={retry} />
        {invitations.data?.items.length === 0 && (
          <EmptyState icon={<Mail />} title={t.emptyTitle} description={t.emptyDescription} />
        )}
        {invitations.data && invitations.data.items.length > 0 && (
          <TableScroll>
            <DataTable aria-label={t.pending}>
              <thead>
                <tr>
                  <th scope="col">{t.email}</th>
                  <th scope="col">{t.role}</th>
                  <th scope="col">{t.invitedBy}</th>
                  <th scope="col">{t.expiresColumn}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {invitations.data.items.map((invitation) => (
                  <tr key={invitation.id} data-invitation={invitation.email}>
                    <th scope="row">{invitation.email}</th>
                    <td>
                      <Badge tone="neutral">{roles[invitation.role]}</Badge>
                    </td>
                    <td>{invitation.invited_by ?? '—'}</td>
                    <td>{formatDateTime(invitation.expires_at, language)}</td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t.revokeOf(invitation.email)}
                        onClick={() => setPendingRevoke(invitation)}
                      >
                        {t.revoke}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
      </Content>
      <ConfirmDialog
        open={pendingRevoke !== null}
        message={pendingRevoke ? t.revokeQuestion(pendingRevoke.email) : ''}
        confirmLabel={t.revoke}
        cancelLabel={all.cancel}
        busy={revocation.isPending}
        onConfirm={() => pendingRevoke && revoke(pendingRevoke)}
        onCancel={() => setPendingRevoke(null)}
      />
    </Card>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
