import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  /** Visible text of the `<label>` tied to the input. */
  label: string;
  /** Message shown under the field; marks the input invalid and describes it. */
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

const Input = styled.input`
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
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
 * A labelled input. Any native input prop (type, required, minLength, value, onChange, ref)
 * goes to the `<input>`.
 *
 * @example
 * <TextField label="Correo electrónico" type="email" required error={emailError} />
 */
export function TextField({
  label,
  id,
  error,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
