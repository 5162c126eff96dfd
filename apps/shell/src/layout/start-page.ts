import styled, { css } from 'styled-components';

/** The page behind the start's one panel (the login form, an alert recipient's confirmation). */
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
