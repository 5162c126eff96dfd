import type { IndustrySummary } from '@replica/api-client';
import { EmptyState, IndustryCard, LoadingState, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import type { Loadable } from './use-dashboard';

export type IndustriesPanelProps = {
  industries: Loadable<IndustrySummary[]>;
  onOpen: (industry: string) => void;
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Industries tab: a grid of industry cards, or its loading or empty state. */
export function IndustriesPanel({ industries, onOpen }: IndustriesPanelProps) {
  const t = useTexts(inicioTexts);
  if (industries.status === 'loading') return <LoadingState label={t.loading} />;
  // A failed load is an empty list (spec §7); the page's banner says why.
  const items = industries.status === 'ok' ? industries.value : [];
  if (items.length === 0) {
    return <EmptyState title={t.noIndustriesTitle} description={t.noIndustriesDescription} />;
  }
  return (
    <Grid>
      {items.map((summary) => (
        <li key={summary.industry}>
          <IndustryCard summary={summary} onOpen={onOpen} labels={t.industryCard} />
        </li>
      ))}
    </Grid>
  );
}
