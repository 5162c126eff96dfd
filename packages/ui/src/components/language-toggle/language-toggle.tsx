import styled from 'styled-components';
import { LANGUAGES, useLanguage } from '../../i18n/language';
import { focusRing } from '../../theme/focus-ring';

export type LanguageToggleProps = {
  /** Accessible name of the group. */
  label?: string;
  className?: string;
};

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Option = styled.button`
  padding: 2px ${({ theme }) => theme.spacing.md};
  border: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onSolid};
  }
`;

/**
 * The ES/EN switch of the dashboard footer. It sets the shared language, so every screen
 * changes at once and the choice survives a reload.
 *
 * @example
 * <footer><LanguageToggle /> v2.0</footer>
 */
export function LanguageToggle({ label = 'Idioma / Language', className }: LanguageToggleProps) {
  const [language, setLanguage] = useLanguage();
  return (
    <Group role="group" aria-label={label} className={className}>
      {LANGUAGES.map((option) => (
        <Option
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </Option>
      ))}
    </Group>
  );
}
