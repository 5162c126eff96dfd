import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, FieldLabel, controlBox } from '../field/field-parts';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  /** Visible text of the `<label>` tied to the select. */
  label: string;
  /** Plain strings are both value and label. */
  options: readonly (string | SelectOption)[];
};

// A select is as wide as its longest option (an e-mail): never wider than where it sits.
const Select = styled.select`
  min-width: 14rem;
  max-width: 100%;
  ${controlBox}
`;

/** Shrinks below its select's longest option in a row of fields (a phone's width). */
const SelectColumn = styled(Field)`
  min-width: 0;
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
    <SelectColumn>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select {...rest} id={selectId}>
        {options.map(toOption).map(({ value, label: optionLabel }) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </SelectColumn>
  );
}
