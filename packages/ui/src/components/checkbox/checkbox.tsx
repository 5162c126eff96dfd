import { useEffect, useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type CheckboxProps = {
  /** Names the box; shown beside it unless `hideLabel`. */
  label: string;
  checked: boolean;
  /** Some but not all of a group is checked (a select-all box); shown as a dash. */
  indeterminate?: boolean;
  /** Keeps the label for screen readers only, e.g. a per-row box whose row says the rest. */
  hideLabel?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
};

const Wrapper = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  user-select: none;
`;

const Box = styled.input`
  width: 1.05rem;
  height: 1.05rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
  ${focusRing}
`;

/**
 * A native, labelled checkbox (Space toggles it). `indeterminate` is a DOM property, not an
 * attribute, so it is set on the element after each render; assistive technology then reads
 * the box as "mixed".
 *
 * @example
 * <Checkbox label="Seleccionar todos" checked={all} indeterminate={some && !all}
 *   onChange={(checked) => (checked ? selectAll() : clear())} />
 */
export function Checkbox({
  label,
  checked,
  indeterminate = false,
  hideLabel = false,
  disabled = false,
  onChange,
  className,
}: CheckboxProps) {
  const id = useId();
  const boxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (boxRef.current) boxRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <Wrapper htmlFor={id} $disabled={disabled} className={className}>
      <Box
        ref={boxRef}
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Wrapper>
  );
}
