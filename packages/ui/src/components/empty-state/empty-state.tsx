import type { ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** What the user can do about it, e.g. a 'Generar Ideas' button. */
  action?: ReactNode;
  /** A decorative glyph above the title. */
  icon?: ReactNode;
  className?: string;
};

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Icon = styled.div`
  font-size: 2rem;
  line-height: 1;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.div`
  max-width: 32rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * What a list shows when it has nothing yet, and what to do about it.
 *
 * @example
 * <EmptyState title="Aún no hay ideas" action={<Button onClick={generate}>Generar Ideas</Button>} />
 */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <Box role="status" className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Box>
  );
}
