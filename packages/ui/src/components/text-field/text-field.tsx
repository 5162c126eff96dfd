import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldLabel, controlBox, describedByError } from '../field/field-parts';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  /** Visible text of the `<label>` tied to the input. */
  label: string;
  /** Message shown under the field; marks the input invalid and describes it. */
  error?: string;
};

const Input = styled.input`
  width: 100%;
  ${controlBox}
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
  const { errorId, describedBy: describedByIds } = describedByError(inputId, error, describedBy);

  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
