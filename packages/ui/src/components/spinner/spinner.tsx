import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/**
 * A decorative ring in the current text colour. Internal: `LoadingState` and busy `Button`s
 * pair it with text, so it is hidden from assistive technology.
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size = '1em' }) => $size};
  height: ${({ $size = '1em' }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
