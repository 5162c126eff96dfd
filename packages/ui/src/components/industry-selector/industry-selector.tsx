import { SelectField } from '../select-field/select-field';

export type IndustrySelectorProps = {
  /** The industries to offer, in the order the API gives (fixed list first). */
  industries: readonly string[];
  value: string;
  onChange: (industry: string) => void;
  label?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * Chooses one industry. A value missing from the list (a `?industry=` for an industry not
 * created yet) is still offered, so the selection never silently changes.
 *
 * @example
 * <IndustrySelector industries={names} value={industry} onChange={setIndustry} />
 */
export function IndustrySelector({
  industries,
  value,
  onChange,
  label = 'Industria',
  disabled,
  className,
}: IndustrySelectorProps) {
  const options = industries.includes(value) || !value ? industries : [value, ...industries];
  return (
    <div className={className}>
      <SelectField
        label={label}
        options={options}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
