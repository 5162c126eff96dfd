import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ActionRow } from '../action-row/action-row';

export type PageHeadingProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or controls aligned to the right of the title. */
  actions?: ReactNode;
  className?: string;
};

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 650;
  letter-spacing: -0.01em;
  line-height: 1.25;
`;

const Subtitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The title row of a screen: its h1, an optional subtitle and actions.
 *
 * @example
 * <PageHeading title="Reporte" actions={<Button>Recalcular</Button>} />
 */
export function PageHeading({ title, subtitle, actions, className }: PageHeadingProps) {
  return (
    <Header className={className}>
      <Titles>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Titles>
      {actions && <ActionRow>{actions}</ActionRow>}
    </Header>
  );
}
