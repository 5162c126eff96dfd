import type { IndustrySummary } from '@replica/api-client';
import { EmptyState, ErrorPanel, IndustryCard, LoadingState, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import type { Loadable } from './use-dashboard';

export type IndustriesPanelProps = {
  industries: Loadable<IndustrySummary[]>;
  onOpen: (industry: string) => void;
  /** For a role that may edit industries: each card gets an edit button that calls it. */
  onEdit?: (industry: string) => void;
  /** Loads the industries again after a failure. */
  onRetry: () => void;
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Industries tab: a grid of industry cards, or its loading, failed or empty state. */
export function IndustriesPanel({ industries, onOpen, onEdit, onRetry }: IndustriesPanelProps) {
  const t = useTexts(inicioTexts);
  if (industries.status === 'loading') return <LoadingState label={t.loading} />;
  // The spec's fallback is an empty list; saying 'no industries yet' then would be false, so
  // the failure is shown, with a way to try again.
  if (industries.status === 'failed') {
    return <ErrorPanel title={t.industriesFailed} onRetry={onRetry} retryLabel={t.retry} />;
  }
  if (industries.value.length === 0) {
    return <EmptyState title={t.noIndustriesTitle} description={t.noIndustriesDescription} />;
  }
  return (
    <Grid>
      {industries.value.map((summary) => (
        <li key={summary.industry}>
          <IndustryCard summary={summary} onOpen={onOpen} onEdit={onEdit} labels={t.industryCard} />
        </li>
      ))}
    </Grid>
  );
}
