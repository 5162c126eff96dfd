import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { narrowScreen } from '../../theme/narrow-screen';

export type CardProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** Heading of the card; also names the section for assistive technology. */
  title?: ReactNode;
};

const Surface = styled.section`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${narrowScreen} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

/**
 * A surface that groups related content.
 *
 * @example
 * <Card title="Top Pain Points">...</Card>
 */
export function Card({ title, children, ...rest }: CardProps) {
  const titleId = useId();
  return (
    <Surface aria-labelledby={title ? titleId : undefined} {...rest}>
      {title && <Title id={titleId}>{title}</Title>}
      {children}
    </Surface>
  );
}
