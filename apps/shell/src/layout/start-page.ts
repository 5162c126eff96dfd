import styled, { css } from 'styled-components';

/**
 * The page behind the start's one panel (the login form, the pages mailed links open: an alert
 * recipient's confirmation, a password reset).
 */
export const StartBackdrop = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background:
    radial-gradient(circle at 20% 20%, rgb(99 102 241 / 0.25), transparent 40%),
    ${({ theme }) => theme.colors.sidebar};
`;

/** The start's panel on that backdrop: a column of its parts on the surface colour. */
export const startPanel = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: min(400px, 100%);
  padding: ${({ theme }) => theme.spacing.xxl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 24px 60px rgb(0 0 0 / 0.25);
`;

/** The product's name atop a start form (the login form, the forgotten-password form). */
export const StartTitle = styled.h1`
  margin: 0;
  font-size: 2rem;
  text-align: center;
  letter-spacing: -0.02em;
`;

/** The line under {@link StartTitle} that says what the form is for. */
export const StartSubtitle = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The start's panel as a form (the login form, the forgotten-password form). */
export const StartForm = styled.form`
  ${startPanel}
`;

/** The panel of a page a mailed link opens: labelled by its heading. */
export const LinkPagePanel = styled.section`
  ${startPanel}
`;

/** The heading of a page a mailed link opens (an alert recipient's confirmation, a reset). */
export const LinkPageTitle = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  text-align: center;
  letter-spacing: -0.01em;
`;

/** A link out of such a page, into Réplica. */
export const StartLink = styled.a`
  align-self: center;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 500;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A button that reads as a link: switching between the start's forms. */
export const LinkButton = styled.button`
  align-self: center;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  font: inherit;
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
