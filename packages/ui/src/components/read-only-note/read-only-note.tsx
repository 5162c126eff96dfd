import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themedLinks } from '../../theme/themed-links';

export type ReadOnlyNoteProps = {
  /** What the member's role allows here and what it does not, in the screen's language. */
  children: ReactNode;
  className?: string;
};

const LockIcon = styled(Lock)`
  flex: none;
  width: 1rem;
  height: 1rem;
  margin-top: 0.15em;
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutralSoft};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${themedLinks}
`;

/**
 * Says why a screen shows no forms or buttons where others see them: the member's role in the
 * workspace does not allow that action. It replaces the controls only when hiding them would
 * leave a confusing gap; a missing single button needs no note.
 *
 * @example
 * <ReadOnlyNote>Tu rol (Lector) permite ver los datos, no importarlos.</ReadOnlyNote>
 */
export function ReadOnlyNote({ children, className }: ReadOnlyNoteProps) {
  return (
    <Note role="note" className={className}>
      <LockIcon aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </Note>
  );
}
