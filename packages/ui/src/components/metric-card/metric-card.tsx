import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { stretchedButton } from '../../theme/stretched-button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type MetricCardProps = {
  label: string;
  /** The figure, already formatted (e.g. `formatCount(n)` or `'+3'`). */
  value: string;
  /** What the figure counts, in a few words under it (e.g. 'de hoy, aún sin analizar'). */
  caption?: string;
  /** Shown under the value, e.g. a 'Pendiente análisis' badge. */
  badge?: ReactNode;
  /** Makes the card open something: its label and value become a button named by them. */
  onClick?: () => void;
  /** What clicking does, read out after the name (e.g. 'Abrir opiniones sin clasificar'). */
  hint?: string;
  className?: string;
};

const surface = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
`;

const Static = styled.div`
  ${surface}
`;

const Clickable = styled.div`
  ${surface}
  position: relative;
  transition: border-color 120ms ease;

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// Only the label and the figure are the button, so its name is what a voice-control user reads
// on it; stretched over the card, a click anywhere on it (caption included) presses it.
const OpenButton = styled.button`
  ${stretchedButton}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

/**
 * One dashboard figure with its label. With `onClick` the card opens something: its label and
 * value are a button (named by exactly the text it shows, so saying it reaches it), the caption
 * and badge describe it, and a click anywhere on the card presses it; without it, a group named
 * by its label.
 *
 * @example
 * <MetricCard label="Opiniones" value={formatCount(metrics.opinions)} onClick={openInbox} />
 */
export function MetricCard({
  label,
  value,
  caption,
  badge,
  onClick,
  hint,
  className,
}: MetricCardProps) {
  const labelId = useId();
  const captionId = useId();
  const hintId = useId();
  const badgeId = useId();
  const captionAndBadge = (
    <>
      {caption && <Caption id={captionId}>{caption}</Caption>}
      {badge && <span id={badgeId}>{badge}</span>}
    </>
  );
  if (!onClick) {
    return (
      <Static
        role="group"
        aria-labelledby={labelId}
        aria-describedby={caption ? captionId : undefined}
        className={className}
      >
        <Label id={labelId}>{label}</Label>
        <Value>{value}</Value>
        {captionAndBadge}
      </Static>
    );
  }
  const describedBy = [caption ? captionId : '', badge ? badgeId : '', hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Clickable className={className}>
      <OpenButton type="button" onClick={onClick} aria-describedby={describedBy || undefined}>
        {/* The space keeps label and figure two words in the name; a flex box does not show it. */}
        <Label>{label}</Label> <Value>{value}</Value>
      </OpenButton>
      {captionAndBadge}
      {hint && <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>}
    </Clickable>
  );
}
