import { css } from 'styled-components';
import { focusRing } from './focus-ring';

/**
 * Links inside a block of muted text (an empty state, a note) in the theme's colours rather than
 * the browser's default blue and purple, with the shared focus ring.
 *
 * @example
 * const Note = styled.p`${themedLinks}`;
 */
export const themedLinks = css`
  a {
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
    ${focusRing}
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration-thickness: 2px;
  }
`;
