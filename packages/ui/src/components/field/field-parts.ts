import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

/** The column every labelled control sits in: label, control, then its error. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The box of an input, textarea or select: border, focus, invalid and disabled looks. The border
 * is the muted grey: an edge with 3:1 contrast against white and the page (WCAG 1.4.11).
 */
export const controlBox = css`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
`;

/**
 * Ties a control to its error message: the ids to give the control and the error, and the
 * aria-describedby that joins any the caller passed with the error's.
 */
export function describedByError(fieldId: string, error: string | undefined, given?: string) {
  const errorId = `${fieldId}-error`;
  const describedBy = [given, error ? errorId : undefined].filter(Boolean).join(' ');
  return { errorId, describedBy: describedBy || undefined };
}
