import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type LiveMessagesProps = ComponentPropsWithRef<'div'>;

// Out of the flow while empty, so it adds no gap to the column it sits in; never hidden: a
// region the screen reader has not seen before its message arrives is not reliably read.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  &:empty {
    position: absolute;
  }
`;

/**
 * Where the outcome of what someone did appears (imported, saved, analysed, failed): a polite
 * live region that stays on the page, empty or not, so a screen reader reads each message put in
 * it without the focus moving. A message box that appears together with its text is not reliably
 * read, however it is marked.
 *
 * @example
 * <LiveMessages>{saved && <Banner tone="success">Guardado</Banner>}</LiveMessages>
 */
export function LiveMessages(props: LiveMessagesProps) {
  return <Column aria-live="polite" {...props} />;
}
