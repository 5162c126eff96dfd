import styled from 'styled-components';
import { uiTexts } from '../../texts';
import { Spinner } from '../spinner/spinner';

export type LoadingStateProps = {
  /** Text shown and announced beside the spinner. */
  label?: string;
  className?: string;
};

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * What a screen shows while its data or code loads.
 *
 * @example
 * <Suspense fallback={<LoadingState />}><RemotePage /></Suspense>
 */
export function LoadingState({ label = uiTexts.loading, className }: LoadingStateProps) {
  return (
    <Box role="status" className={className}>
      <Spinner />
      <span>{label}</span>
    </Box>
  );
}
