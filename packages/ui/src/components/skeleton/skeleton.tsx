import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type SkeletonProps = {
  /** What is loading, announced as a status (e.g. 'Cargando comentarios...'); not shown. */
  label: string;
  /** How many placeholder blocks: the rows of a list, the cards of a grid. */
  rows?: number;
  /** The height of each block, close to the content it stands for. */
  height?: string;
  className?: string;
};

const pulse = keyframes`
  50% {
    opacity: 0.45;
  }
`;

const Block = styled.span<{ $width?: string; $height?: string }>`
  display: inline-block;
  vertical-align: middle;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * Grey blocks shaped like the content on its way, while a list or a grid loads: nothing on the
 * screen claims a figure ('0 de 0') it does not know yet. Assistive technology hears `label`.
 *
 * @example
 * {inbox.status === 'loading' && <Skeleton label="Cargando comentarios..." rows={3} height="6rem" />}
 */
export function Skeleton({ label, rows = 3, height = '4rem', className }: SkeletonProps) {
  return (
    <Stack role="status" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        <Block key={row} aria-hidden="true" $height={height} />
      ))}
    </Stack>
  );
}

/**
 * One grey line in place of a text or a figure not known yet (a count line while its list
 * loads); hidden from assistive technology, which hears the list's Skeleton instead.
 *
 * @example
 * <p>{loading ? <SkeletonLine width="14rem" /> : t.countLine(shown, total)}</p>
 */
export function SkeletonLine({ width = '12rem' }: { width?: string }) {
  return <Block aria-hidden="true" $width={width} />;
}
