import { narrowScreen } from '@replica/ui';
import { NavLink } from '@replica/ui/router';
import styled from 'styled-components';
import { pages } from '../pages';
import { useShellTexts } from '../texts';
import type { NavigationMenu } from './navigation-menu';

/** The links to every screen: a column on the left, or the header's menu on a narrow screen. */
export function Sidebar({ menu }: { menu: NavigationMenu }) {
  const texts = useShellTexts();
  return (
    <Aside data-open={menu.open}>
      <Brand>{texts.productName}</Brand>
      <nav aria-label={texts.layout.navigation} {...menu.navigation}>
        <NavList>
          {pages.map((page) => (
            <li key={page.id}>
              <NavItem to={page.path} end data-page={page.id}>
                {texts.pages[page.id]}
              </NavItem>
            </li>
          ))}
        </NavList>
      </nav>
    </Aside>
  );
}

const Aside = styled.aside`
  grid-area: sidebar;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSolid};

  /* Under the header, pushing the screen down while open: the header's button stays in reach. */
  ${narrowScreen} {
    gap: ${({ theme }) => theme.spacing.md};
    padding: ${({ theme }) => theme.spacing.md};

    &[data-open='false'] {
      display: none;
    }
  }
`;

const Brand = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md};
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: -0.02em;
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const NavItem = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  text-decoration: none;
  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.onSolid};
    background: ${({ theme }) => theme.colors.sidebarActive};
  }
  &.active {
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
