import { css } from 'styled-components';
import { focusRing } from './focus-ring';

/**
 * A button whose hit area stretches over its nearest positioned ancestor (a card): a click
 * anywhere on the card presses it, while keyboard and screen-reader users meet one control,
 * named by the text it shows.
 *
 * @example
 * const OpenButton = styled.button`${stretchedButton}`; // in a card with `position: relative`
 */
export const stretchedButton = css`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;
