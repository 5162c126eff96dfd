import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  /** Visible text of the `<label>` tied to the select. */
  label: string;
  /** Plain strings are both value and label. */
  options: readonly (string | SelectOption)[];
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

const Select = styled.select`
  min-width: 14rem;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
`;

function toOption(option: string | SelectOption): SelectOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * A labelled native select: keyboard, screen readers and mobile pickers work as the platform
 * makes them.
 *
 * @example
 * <SelectField label="Plataforma" options={['youtube', 'tiktok']} value={platform} onChange={…} />
 */
export function SelectField({ label, options, id, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select {...rest} id={selectId}>
        {options.map(toOption).map(({ value, label: optionLabel }) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </Field>
  );
}
