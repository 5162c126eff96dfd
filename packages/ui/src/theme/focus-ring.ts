import { css } from 'styled-components';

/** Visible keyboard focus shared by every interactive component. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
