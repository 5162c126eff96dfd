import styled from 'styled-components';

export type ProgressBarProps = {
  /** Accessible name, e.g. 'Importando comentarios'. */
  label: string;
  value: number;
  max: number;
  /** Visible detail beside the label, e.g. '3,000 / 10,000'. */
  detail?: string;
  tone?: 'primary' | 'success' | 'danger';
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
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) =>
    $tone === 'primary' ? theme.colors.primary : theme.colors[$tone]};
  transition: width 150ms ease-out;
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
    <Wrapper className={className}>
      <Caption>
        <span>{label}</span>
        <span>{detail ?? `${percent}%`}</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={bounded}
        aria-valuetext={detail ?? `${percent}%`}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} />
      </Track>
    </Wrapper>
  );
}
