import styled from 'styled-components';
import { uiTexts } from '../../texts';
import { Button } from '../button/button';

export type ErrorPanelProps = {
  title: string;
  message?: string;
  /** When given, a retry button is shown and calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

/**
 * Shown in place of a screen that failed, e.g. a remote that could not load.
 *
 * @example
 * <ErrorPanel title="No se pudo cargar la pantalla" message={error.message} onRetry={reset} />
 */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = uiTexts.retry,
  className,
}: ErrorPanelProps) {
  return (
    <Panel role="alert" className={className}>
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Actions>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}
