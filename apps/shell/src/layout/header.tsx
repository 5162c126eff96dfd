import { type User, errorText } from '@replica/api-client';
import { Badge, Banner, Button, useLanguage } from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { signOut } from '../session/auth-actions';
import { useShellTexts } from '../texts';
import { OtherSessionsButton } from './other-sessions-button';
import { WorkspaceSwitcher } from './workspace-switcher';

export function Header({ pageLabel, user }: { pageLabel: string; user: User }) {
  const texts = useShellTexts();
  const [language] = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOut();
    } catch (failure) {
      setError(errorText(failure, 'signout', language));
      setBusy(false);
    }
  };

  return (
    <Bar>
      <PageTitle>{pageLabel}</PageTitle>
      <UserArea>
        <WorkspaceSwitcher />
        <Badge tone="primary">{texts.layout.user}</Badge>
        <Email>{user.email}</Email>
        <OtherSessionsButton />
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void leave()}>
          {texts.layout.signout}
        </Button>
      </UserArea>
      {error && (
        <ErrorRow>
          <Banner tone="error" onClose={() => setError(null)}>
            {error}
          </Banner>
        </ErrorRow>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  grid-area: header;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const PageTitle = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

const UserArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const ErrorRow = styled.div`
  flex-basis: 100%;
`;
