import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';

/**
 * Content that replaces the form just sent (a message saying how it went): it takes the focus
 * as it appears, so a keyboard or screen-reader user, whose button vanished with the form, lands
 * on it and hears it rather than starting again at the top of the page.
 *
 * @example {sent && <FocusOnArrival><Banner tone="success">{texts.sent}</Banner></FocusOnArrival>}
 */
export function FocusOnArrival({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Before the browser paints, so the focus never waits on a later tick.
  useLayoutEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <Box ref={box} tabIndex={-1}>
      {children}
    </Box>
  );
}

/** Focused only from code, never by Tab: the message is no control, so it shows no ring. */
const Box = styled.div`
  &:focus {
    outline: none;
  }
`;
