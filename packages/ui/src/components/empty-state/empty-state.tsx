import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themedLinks } from '../../theme/themed-links';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** What the user can do about it, e.g. a 'Generar Ideas' button. */
  action?: ReactNode;
  /** A decorative icon above the title, e.g. `<Lightbulb />` from '@replica/ui'; hidden from readers. */
  icon?: ReactNode;
  className?: string;
};

// Links in the text or the action (the report's 'Ir a Ingesta') take the theme's colours.
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

  ${themedLinks}
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
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
