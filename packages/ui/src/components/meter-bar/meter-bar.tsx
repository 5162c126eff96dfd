import styled from 'styled-components';
import { formatPercent } from '../../i18n/format';

export type MeterBarProps = {
  /** Accessible name and visible caption, e.g. a pain cluster's label. */
  label: string;
  /** A share between 0 and 1 (a real score); values outside are clamped. */
  value: number;
  /** Visible text beside the label; the percent by default. */
  detail?: string;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  className?: string;
};

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: NonNullable<MeterBarProps['tone']> }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) => theme.colors[$tone]};
`;

/**
 * A measured share (not progress) as an ARIA meter: a caption and a horizontal bar.
 *
 * @example
 * <MeterBar label="Precio alto" value={0.82} detail="82% · 14" />
 */
export function MeterBar({ label, value, detail, tone = 'primary', className }: MeterBarProps) {
  const share = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  const percent = Math.round(share * 100);
  return (
    <Wrapper className={className}>
      <Caption>
        <span>{label}</span>
        <Detail>{detail ?? formatPercent(share)}</Detail>
      </Caption>
      <Track
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={formatPercent(share)}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} />
      </Track>
    </Wrapper>
  );
}
