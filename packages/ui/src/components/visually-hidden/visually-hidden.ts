import styled, { css } from 'styled-components';

/**
 * Hides an element from sight only: assistive technology still reads it, a control in it still
 * takes focus and clicks from its label, and test drivers still reach it (`display: none` would
 * hide it from all of them).
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Text for assistive technology only: a label the screen shows another way, a hint, a live
 * region that announces a change.
 *
 * @example
 * <VisuallyHidden aria-live="polite">{copied ? '¡Copiado!' : ''}</VisuallyHidden>
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
