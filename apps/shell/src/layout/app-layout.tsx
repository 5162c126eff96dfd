import type { User } from '@replica/api-client';
import { narrowScreen } from '@replica/ui';
import { useEffect } from 'react';
import { useLocation } from '@replica/ui/router';
import styled from 'styled-components';
import { INVITATION_PATH } from '../invitation/invitation-link';
import { InvitationPage } from '../invitation/invitation-page';
import { pageForPath } from '../pages';
import { useShellTexts } from '../texts';
import { RemoteScreen } from '../remotes/remote-screen';
import { Header } from './header';
import { useNavigationMenu } from './navigation-menu';
import { Sidebar } from './sidebar';

/**
 * Sidebar, header and the current page's screen remote (or the shell's invitation page); on a
 * narrow screen the sidebar is a menu the header's button opens.
 */
export function AppLayout({ user }: { user: User }) {
  const location = useLocation();
  const page = pageForPath(location.pathname);
  const texts = useShellTexts();
  const invitation = location.pathname === INVITATION_PATH;
  const pageLabel = invitation ? texts.invitation.pageTitle : texts.pages[page.id];
  useClearHashAtHome(location.pathname);
  useWindowTitle(`${pageLabel} · ${texts.productName}`, texts.productName);
  const menu = useNavigationMenu();

  return (
    <Grid>
      <Sidebar menu={menu} />
      <Header pageLabel={pageLabel} user={user} menu={menu} />
      <Content>
        {invitation ? <InvitationPage user={user} /> : <RemoteScreen key={page.id} page={page} />}
      </Content>
    </Grid>
  );
}

/**
 * The window's title names the screen, then the product: what a screen reader reads as a screen
 * opens and what a tab or the history shows. Leaving the layout (signed out) gives the product's
 * name back.
 */
function useWindowTitle(title: string, productName: string) {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = productName;
    };
  }, [title, productName]);
}

/** Navigating home clears the hash, leaving the bare URL. */
function useClearHashAtHome(pathname: string) {
  useEffect(() => {
    if (pathname === '/' && window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, [pathname]);
}

const Grid = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 240px 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'sidebar header'
    'sidebar content';

  ${narrowScreen} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'header' 'sidebar' 'content';
  }
`;

const Content = styled.main`
  grid-area: content;
  padding: ${({ theme }) => theme.spacing.xl};
  min-width: 0;
  /* A long word or address wraps rather than widening the page. */
  overflow-wrap: break-word;

  ${narrowScreen} {
    padding: ${({ theme }) => theme.spacing.md};
  }
`;
