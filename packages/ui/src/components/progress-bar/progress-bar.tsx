import styled from 'styled-components';
import { BarCaption, BarFill, BarTrack, BarWrapper, type BarTone } from '../bar/bar-parts';

export type ProgressBarProps = {
  /** Accessible name, e.g. 'Importando comentarios'. */
  label: string;
  value: number;
  max: number;
  /** Visible detail beside the label, e.g. '3,000 / 10,000'. */
  detail?: string;
  tone?: Exclude<BarTone, 'warning'>;
  className?: string;
};

const Caption = styled(BarCaption)`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * How far long work has come, as an ARIA progressbar.
 *
 * @example
 * <ProgressBar label="Importando" value={done} max={total} detail={`${done} / ${total}`} />
 */
export function ProgressBar({
  label,
  value,
  max,
  detail,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const bounded = Math.min(Math.max(value, 0), Math.max(max, 0));
  const percent = max > 0 ? Math.round((bounded / max) * 100) : 0;
  return (
    <BarWrapper className={className}>
      <Caption>
        <span>{label}</span>
        <span>{detail ?? `${percent}%`}</span>
      </Caption>
      <BarTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={bounded}
        aria-valuetext={detail ?? `${percent}%`}
      >
        <BarFill $tone={tone} style={{ width: `${percent}%` }} />
      </BarTrack>
    </BarWrapper>
  );
}
