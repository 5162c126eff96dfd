import { type User, errorText } from '@replica/api-client';
import { useMutation } from '@replica/api-client/react';
import { Badge, Banner, Button, narrowScreen, useLanguage } from '@replica/ui';
import styled from 'styled-components';
import { signOut } from '../session/auth-actions';
import { useShellTexts } from '../texts';
import type { NavigationMenu } from './navigation-menu';
import { OtherSessionsButton } from './other-sessions-button';
import { WorkspaceSwitcher } from './workspace-switcher';

/**
 * The page's name, the workspace (named once, with the switcher for a member of several), the
 * user and the session's buttons; on a narrow screen, the button of the navigation menu first.
 */
export function Header({
  pageLabel,
  user,
  menu,
}: {
  pageLabel: string;
  user: User;
  menu: NavigationMenu;
}) {
  const texts = useShellTexts();
  const [language] = useLanguage();
  // Once signed out, the shell takes this header away: the button stays busy until then.
  const leaving = useMutation({ mutationFn: signOut });

  return (
    <Bar>
      <TitleRow>
        <MenuButton variant="secondary" size="sm" {...menu.button}>
          {texts.layout.menu}
        </MenuButton>
        <PageTitle>{pageLabel}</PageTitle>
      </TitleRow>
      <UserArea>
        <WorkspaceSwitcher />
        <Account>
          <Badge tone="primary">{texts.layout.user}</Badge>
          <Email>{user.email}</Email>
        </Account>
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

  ${narrowScreen} {
    padding: ${({ theme }) => theme.spacing.md};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const MenuButton = styled(Button)`
  display: none;

  ${narrowScreen} {
    display: inline-flex;
  }
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

  ${narrowScreen} {
    justify-content: flex-start;
  }
`;

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const ErrorRow = styled.div`
  flex-basis: 100%;
`;
