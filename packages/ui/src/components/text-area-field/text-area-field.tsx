import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldLabel, controlBox, describedByError } from '../field/field-parts';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  /** Visible text of the `<label>` tied to the textarea. */
  label: string;
  /** Message shown under the field; marks the textarea invalid and describes it. */
  error?: string;
};

const TextArea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  line-height: 1.5;
  resize: vertical;
  ${controlBox}
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
  const { errorId, describedBy: describedByIds } = describedByError(fieldId, error, describedBy);

  return (
    <Field>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <TextArea
        {...rest}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
