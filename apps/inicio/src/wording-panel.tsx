import { type LanguageTerm, codeText } from '@replica/api-client';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  HeaderCell,
  Hint,
  IndustrySelector,
  LoadingState,
  NumericCell,
  TableCaption,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import { useApiQuery, useCreateIndustry } from '@replica/api-client/react';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;
`;

function TermTable({ caption, terms }: { caption: string; terms: readonly LanguageTerm[] }) {
  const t = useTexts(inicioTexts).wording;
  return (
    <DataTable $density="compact">
      <TableCaption $tone="heading">{caption}</TableCaption>
      <thead>
        <tr>
          <th scope="col">{t.term}</th>
          <HeaderCell scope="col" $numeric>
            {t.comments}
          </HeaderCell>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term.term}>
            <th scope="row">{term.term}</th>
            <NumericCell>{formatCount(term.comments)}</NumericCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export type WordingPanelProps = {
  /** The industries the selector offers. */
  industries: readonly string[];
  initialIndustry: string;
};

/**
 * The Lenguaje tab: for the chosen industry, the words and two- and three-word phrases its most
 * recent objection comments use most, counted on the server (stop words removed).
 */
export function WordingPanel({ industries, initialIndustry }: WordingPanelProps) {
  const createIndustry = useCreateIndustry();
  const t = useTexts(inicioTexts);
  const [interfaceLanguage] = useLanguage();
  const [industry, setIndustry] = useState(initialIndustry);
  // Keyed by industry: an answer for the industry chosen before never shows for this one.
  const wording = useApiQuery('objectionLanguage', { query: { industry } });

  let body;
  // Asking again after a failure shows loading, as the first time.
  if (wording.isError && !wording.isFetching) {
    body = (
      <ErrorPanel
        title={t.wording.failed}
        message={codeText(wording.error, interfaceLanguage)}
        onRetry={() => void wording.refetch()}
        retryLabel={t.retry}
      />
    );
  } else if (wording.data === undefined) {
    body = <LoadingState label={t.wording.loading} />;
  } else if (wording.data.sampled === 0) body = <EmptyState title={t.wording.empty} />;
  else {
    const { sampled, limit, words, phrases } = wording.data;
    body = (
      <>
        <Hint>{t.wording.sample(formatCount(sampled), formatCount(limit))}</Hint>
        <Columns>
          <TermTable caption={t.wording.words} terms={words} />
          {phrases.length > 0 ? (
            <TermTable caption={t.wording.phrases} terms={phrases} />
          ) : (
            <Hint>{t.wording.noPhrases}</Hint>
          )}
        </Columns>
      </>
    );
  }
  return (
    <Panel data-testid="wording-panel">
      <IndustrySelector
        industries={industries}
        value={industry}
        onChange={setIndustry}
        onCreate={createIndustry}
        label={t.wording.industry}
      />
      <Hint>{t.wording.intro}</Hint>
      {body}
    </Panel>
  );
}
