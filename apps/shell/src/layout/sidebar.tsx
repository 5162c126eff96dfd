import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { pages } from '../pages';
import { useShellTexts } from '../texts';

export function Sidebar() {
  const texts = useShellTexts();
  return (
    <Aside>
      <Brand>{texts.productName}</Brand>
      <nav aria-label={texts.layout.navigation}>
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
