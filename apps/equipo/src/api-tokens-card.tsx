import { type ApiToken, type Role, errorText } from '@replica/api-client';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDate,
  formatDateTime,
  roleNames,
  TableScroll,
  useFocusWhenLost,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiTokenForm } from './api-token-form';
import { texts } from './texts';
import { useApiTokens } from './use-api-tokens';
import { CardNotice, type Notice } from './card-notice';
import { CardReadState } from './card-read-state';

export type ApiTokensCardProps = {
  actorRole: Role;
};

/**
 * Admins only: tokens for integrations, made with a role no higher than the maker's, listed with
 * their last use, and 'Revocar' (asking first). The token itself shows only as it is made.
 */
export function ApiTokensCard({ actorRole }: ApiTokensCardProps) {
  const all = useTexts(texts);
  const t = all.apiTokens;
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const { tokens, retry, create, revoke } = useApiTokens();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingRevoke, setPendingRevoke] = useState<ApiToken | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A revoked token's row goes, with the button that had the focus: the list takes it.
  useFocusWhenLost(notice, () => listHeading.current);

  function confirmRevoke(token: ApiToken) {
    setNotice(null);
    revoke.mutate(
      { params: { id: token.id } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t.revoked(token.name) }),
        onError: (error) =>
          setNotice({ tone: 'error', text: errorText(error, 'teamUpdate', language) }),
        onSettled: () => setPendingRevoke(null),
      },
    );
  }

  return (
    <Card title={t.title}>
      <Content>
        <Intro>{t.intro}</Intro>
        <ApiTokenForm actorRole={actorRole} create={create} />
        <Heading id="api-tokens-list-title" ref={listHeading} tabIndex={-1}>
          {t.list}
        </Heading>
        <CardNotice notice={notice} onClose={() => setNotice(null)} closeLabel={all.close} />
        <CardReadState read={tokens} loadingLabel={t.loading} retry={retry} />
        {tokens.data?.items.length === 0 && <EmptyState title={t.empty} />}
        {tokens.data && tokens.data.items.length > 0 && (
          <TableScroll>
            <DataTable aria-labelledby="api-tokens-list-title">
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.role}</th>
                  <th scope="col">{t.createdBy}</th>
                  <th scope="col">{t.createdAt}</th>
                  <th scope="col">{t.lastUsed}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {tokens.data.items.map((token) => (
                  <tr key={token.id}>
                    <th scope="row">{token.name}</th>
                    <td>
                      <Badge tone="neutral">{roles[token.role]}</Badge>
                    </td>
                    <td>{token.created_by ?? '—'}</td>
                    <td>{formatDate(token.created_at, language)}</td>
                    <td>
                      {token.last_used_at ? formatDateTime(token.last_used_at, language) : t.never}
                    </td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t.revokeOf(token.name)}
                        onClick={() => setPendingRevoke(token)}
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
        title={pendingRevoke ? t.revokeOf(pendingRevoke.name) : undefined}
        message={t.revokeQuestion}
        confirmLabel={t.revoke}
        cancelLabel={all.cancel}
        busy={revoke.isPending}
        onConfirm={() => pendingRevoke && confirmRevoke(pendingRevoke)}
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

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Focused only from code, after a revoke, never by Tab: no control, so it shows no ring. */
const Heading = styled.h3`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;
