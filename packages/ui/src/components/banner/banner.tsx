import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { uiTexts } from '../../texts';
import { focusRing } from '../../theme/focus-ring';

export type BannerTone = 'error' | 'success' | 'warning' | 'info';

export type BannerProps = {
  tone: BannerTone;
  children: ReactNode;
  /** When given, a close button is shown and calls it. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
};

function toneColors(tone: BannerTone, { colors }: DefaultTheme) {
  switch (tone) {
    case 'error':
      return { accent: colors.danger, background: colors.dangerSoft };
    case 'success':
      return { accent: colors.success, background: colors.successSoft };
    case 'warning':
      return { accent: colors.warning, background: colors.warningSoft };
    case 'info':
      return { accent: colors.info, background: colors.infoSoft };
  }
}

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 1px solid ${({ $tone, theme }) => toneColors($tone, theme).accent};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => toneColors($tone, theme).background};
  color: ${({ theme }) => theme.colors.text};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const CloseButton = styled.button`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  margin: -${({ theme }) => theme.spacing.xs};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(0, 0, 0, 0.06);
  }
`;

/**
 * A message strip: errors in red (announced at once, role "alert"), successes in green, and
 * warnings or information (role "status").
 *
 * @example
 * <Banner tone="success" onClose={dismiss}>✅ 3 sources reclasificados</Banner>
 */
export function Banner({
  tone,
  children,
  onClose,
  closeLabel = uiTexts.close,
  className,
}: BannerProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} className={className}>
      <Content>{children}</Content>
      {onClose && (
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <X size="1rem" aria-hidden="true" focusable="false" />
        </CloseButton>
      )}
    </Box>
  );
}
