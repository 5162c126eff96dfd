import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { narrowScreen } from '../../theme/narrow-screen';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

export type BadgeProps = {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
};

function toneColors(tone: BadgeTone, { colors }: DefaultTheme) {
  switch (tone) {
    case 'neutral':
      return { text: colors.muted, background: colors.neutralSoft };
    case 'success':
      return { text: colors.success, background: colors.successSoft };
    case 'warning':
      return { text: colors.warning, background: colors.warningSoft };
    case 'danger':
      return { text: colors.danger, background: colors.dangerSoft };
    case 'info':
      return { text: colors.info, background: colors.infoSoft };
    case 'primary':
      return { text: colors.primary, background: colors.primarySoft };
  }
}

// On a narrow screen a long label (a rising objection with its figures) wraps inside the width.
const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border: 1px solid currentColor;
  border-color: color-mix(in srgb, currentColor 30%, transparent);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ $tone, theme }) => toneColors($tone, theme).text};
  background: ${({ $tone, theme }) => toneColors($tone, theme).background};

  ${narrowScreen} {
    white-space: normal;
  }
`;

/**
 * A short status label.
 *
 * @example
 * <Badge tone={loaded ? 'success' : 'neutral'}>Live Intelligence</Badge>
 */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} className={className}>
      {children}
    </StyledBadge>
  );
}
