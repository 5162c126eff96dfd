import styled from 'styled-components';
import { formatPercent } from '../../i18n/format';
import { BarCaption, BarFill, BarTrack, BarWrapper, type BarTone } from '../bar/bar-parts';

export type MeterBarProps = {
  /** Accessible name and visible caption, e.g. a pain cluster's label. */
  label: string;
  /** A share between 0 and 1 (a real score); values outside are clamped. */
  value: number;
  /** Visible text beside the label; the percent by default. */
  detail?: string;
  tone?: BarTone;
  className?: string;
};

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
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
    <BarWrapper className={className}>
      <BarCaption>
        <span>{label}</span>
        <Detail>{detail ?? formatPercent(share)}</Detail>
      </BarCaption>
      <BarTrack
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={formatPercent(share)}
      >
        <BarFill $tone={tone} style={{ width: `${percent}%` }} />
      </BarTrack>
    </BarWrapper>
  );
}
