import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type MetricCardProps = {
  label: string;
  /** The figure, already formatted (e.g. `formatCount(n)` or `'+3'`). */
  value: string;
  /** What the figure counts, in a few words under it (e.g. 'de hoy, aún sin analizar'). */
  caption?: string;
  /** Shown under the value, e.g. a 'Pendiente análisis' badge. */
  badge?: ReactNode;
  /** Makes the whole card one button named by its label and value. */
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

const Clickable = styled.button`
  ${surface}
  font: inherit;
  cursor: pointer;
  transition: border-color 120ms ease;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
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
 * One dashboard figure with its label. With `onClick` the whole card is a button whose name is
 * its label and value; without it, a group named by its label.
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
  const valueId = useId();
  const captionId = useId();
  const hintId = useId();
  const badgeId = useId();
  const content = (
    <>
      <Label id={labelId}>{label}</Label>
      <Value id={valueId}>{value}</Value>
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
        {content}
      </Static>
    );
  }
  const describedBy = [caption ? captionId : '', badge ? badgeId : '', hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  // The hint sits beside the button, not in it, so it describes the button without joining
  // its name.
  return (
    <>
      <Clickable
        type="button"
        onClick={onClick}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy || undefined}
        className={className}
      >
        {content}
      </Clickable>
      {hint && <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>}
    </>
  );
}
