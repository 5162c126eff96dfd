import { type User, errorText } from '@replica/api-client';
import { useMutation } from '@replica/api-client/react';
import { Badge, Banner, Button, useLanguage } from '@replica/ui';
import styled from 'styled-components';
import { signOut } from '../session/auth-actions';
import { useShellTexts } from '../texts';
import { OtherSessionsButton } from './other-sessions-button';
import { WorkspaceSwitcher } from './workspace-switcher';

export function Header({ pageLabel, user }: { pageLabel: string; user: User }) {
  const texts = useShellTexts();
  const [language] = useLanguage();
  // Once signed out, the shell takes this header away: the button stays busy until then.
  const leaving = useMutation({ mutationFn: signOut });

  return (
    <Bar>
      <PageTitle>{pageLabel}</PageTitle>
      <UserArea>
        <WorkspaceSwitcher />
        <Badge tone="primary">{texts.layout.user}</Badge>
        <Email>{user.email}</Email>
        <OtherSessionsButton />
        <Button
          variant="secondary"
          size="sm"
          busy={leaving.isPending || leaving.isSuccess}
          onClick={() => leaving.mutate()}
        >
          {texts.layout.signout}
        </Button>
      </UserArea>
      {leaving.isError && (
        <ErrorRow>
          <Banner tone="error" onClose={() => leaving.reset()}>
            {errorText(leaving.error, 'signout', language)}
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
