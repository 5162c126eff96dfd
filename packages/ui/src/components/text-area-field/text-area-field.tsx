import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  /** Visible text of the `<label>` tied to the textarea. */
  label: string;
  /** Message shown under the field; marks the textarea invalid and describes it. */
  error?: string;
};

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.5;
  resize: vertical;
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

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A labelled multi-line text box, the textarea sibling of TextField. Any native textarea prop
 * (rows, required, value, onChange, ref) goes to the `<textarea>`.
 *
 * @example
 * <TextAreaField label="Comentarios" rows={10} value={text} onChange={…} error={textError} />
 */
export function TextAreaField({
  label,
  id,
  error,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea
        {...rest}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
