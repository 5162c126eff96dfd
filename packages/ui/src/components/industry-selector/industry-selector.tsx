import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../i18n/language';
import { newIndustryTexts } from './new-industry-texts';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import { NewIndustryDialog } from './new-industry-dialog';

export type IndustrySelectorProps = {
  /** The industries to offer, in the order the API gives (fixed list first). */
  industries: readonly string[];
  value: string;
  onChange: (industry: string) => void;
  /**
   * Adds an industry by name (rejecting with the reason when it cannot). When given, the
   * selector offers '+ Nueva industria', and selects the industry once added.
   */
  onCreate?: (name: string) => Promise<void>;
  label?: string;
  disabled?: boolean;
  className?: string;
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/**
 * Chooses one industry, and adds one when `onCreate` is given. A value missing from the list (a
 * `?industry=` for an industry not created yet) is still offered, so the selection never
 * silently changes.
 *
 * @example
 * <IndustrySelector industries={names} value={industry} onChange={setIndustry} onCreate={add} />
 */
export function IndustrySelector({
  industries,
  value,
  onChange,
  onCreate,
  label = 'Industria',
  disabled,
  className,
}: IndustrySelectorProps) {
  const t = useTexts(newIndustryTexts);
  const [adding, setAdding] = useState(false);
  const options = industries.includes(value) || !value ? industries : [value, ...industries];
  // One structure with or without `onCreate` (known once the role is): the select stays mounted.
  return (
    <Row className={className}>
      <SelectField
        label={label}
        options={options}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {onCreate && (
        <Button variant="secondary" disabled={disabled} onClick={() => setAdding(true)}>
          {t.open}
        </Button>
      )}
      {onCreate && adding && (
        <NewIndustryDialog
          onCreate={onCreate}
          onCreated={(name) => {
            setAdding(false);
            onChange(name);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </Row>
  );
}
